import { http } from 'msw'
import type {
  LoginMethodChoice,
  MypageLoginIdEditScreenData,
  MypageLoginMethodScreenData,
} from '~generated/api/model'
import { loginIdConflict } from '../auth/login-ids'
import {
  changePassword,
  confirmationErrors,
  isReusedPassword,
  passwordErrors,
} from '../auth/passwords'
import {
  fail,
  fieldError,
  invalid,
  noContent,
  ok,
  readBody,
  redirectTo,
  route,
  safeReturnTo,
  text,
} from '../http'
import { loginIdErrors } from '../profile-rules'
import { consumePin, pinCodeStatus, pinDisplayName } from '../state/pins'
import { pinCodeErrors, pinRejected } from '../validation'
import { completion } from './completion'
import { member, sensitive } from './context'

const LOGIN_METHODS: LoginMethodChoice[] = ['loginIdOnly', 'emailAndLoginId']

/**
 * 409 of My Page's login ID calls for an ID another member has, or one the store keeps (reserved,
 * withdrawn members'): always ACCOUNT_ALREADY_EXISTS_LOGIN_METHOD, the code of spec 02 §8 (sign-up
 * tells the reserved ones apart with ACCOUNT_ALREADY_EXISTS_USER_ID).
 */
const loginIdTaken = (message: string): Response =>
  fail(409, 'ACCOUNT_ALREADY_EXISTS_LOGIN_METHOD', message, {
    errors: [fieldError('loginId', 'ACCOUNT_ALREADY_EXISTS_LOGIN_METHOD', message)],
  })

/** Password change and first setting, login ID and login method (spec 02 §2, §4, §5, §8). */
export const mypageSignInSettingsHandlers = [
  http.get(
    route('/zapi/internal/mypage/password/edit/screen-data'),
    sensitive('/mypage/password/edit', ({ state, account }) => {
      if (account.password === null) return redirectTo('/mypage/enable-password')
      return ok({
        passwordStrength: state.store.registrationSetting.passwordStrength,
        passwordUpdatedAt: account.passwordUpdatedAt,
      })
    }),
  ),

  http.post(
    route('/zapi/account/password/edit'),
    sensitive('/mypage/password/edit', async ({ request, state, account }) => {
      const body = await readBody(request)
      const oldPassword = text(body, 'oldPassword')
      const newPassword = text(body, 'newPassword')
      const errors = [
        ...(oldPassword === ''
          ? [fieldError('oldPassword', 'VALIDATION_ERROR', '現在のパスワードを入力してください。')]
          : []),
        ...passwordErrors(
          newPassword,
          state.store.registrationSetting.passwordStrength,
          'newPassword',
        ),
      ]
      if (errors.length === 0 && oldPassword === newPassword) {
        errors.push(
          fieldError(
            'newPassword',
            'VALIDATION_ERROR',
            '現在のパスワードとは異なるパスワードを設定してください。',
          ),
        )
      }
      if (errors.length > 0) return invalid(errors)
      if (account.password !== oldPassword) {
        const message = '現在のパスワードが正しくありません。'
        return fail(401, 'OLD_PASSWORD_INCORRECT', message, {
          errors: [fieldError('oldPassword', 'OLD_PASSWORD_INCORRECT', message)],
        })
      }
      if (isReusedPassword(account, newPassword)) {
        const message = '過去に使用したパスワードは設定できません。'
        return fail(422, 'INVALID_PASSWORD_REUSED', message, {
          errors: [fieldError('newPassword', 'INVALID_PASSWORD_REUSED', message)],
        })
      }
      changePassword(request, account, newPassword)
      return redirectTo('/mypage/password/edit/complete')
    }),
  ),

  http.get(
    route('/zapi/internal/mypage/password/edit/complete/screen-data'),
    completion('/mypage'),
  ),

  http.get(
    route('/zapi/internal/mypage/enable-password/screen-data'),
    sensitive('/mypage/enable-password', ({ state, account }) => {
      if (account.password !== null) return redirectTo('/mypage/password/edit')
      return ok({
        passwordStrength: state.store.registrationSetting.passwordStrength,
        pinCodeStatus: pinCodeStatus('passwordSetting', account.email),
      })
    }),
  ),

  http.post(
    route('/zapi/account/enable-password'),
    sensitive('/mypage/enable-password', async ({ request, state, account }) => {
      if (account.password !== null) {
        return fail(409, 'INVALID_REQUEST', 'パスワードは既に設定されています。', {
          redirectTo: '/mypage/password/edit',
        })
      }
      const body = await readBody(request)
      const password = text(body, 'password')
      const pinCode = text(body, 'pinCode').trim()
      const errors = [
        ...pinCodeErrors(pinCode, pinDisplayName('passwordSetting')),
        ...passwordErrors(password, state.store.registrationSetting.passwordStrength),
        ...confirmationErrors(password, text(body, 'passwordConfirm')),
      ]
      if (errors.length > 0) return invalid(errors)
      if (!consumePin('passwordSetting', account.email, pinCode)) return pinRejected()
      changePassword(request, account, password)
      return redirectTo('/mypage/enable-password/complete')
    }),
  ),

  http.get(
    route('/zapi/internal/mypage/enable-password/complete/screen-data'),
    completion('/mypage'),
  ),

  http.get(
    route('/zapi/internal/mypage/login-id/edit/screen-data'),
    sensitive('/mypage/login-id/edit', ({ account }) => {
      const body: MypageLoginIdEditScreenData = {
        loginId: account.loginId,
        hasPassword: account.password !== null,
        isEnabledLoginId: account.loginId !== null,
      }
      return ok(body)
    }),
  ),

  http.get(
    route('/zapi/account/login-id/verify'),
    member(({ url, account }) => {
      const loginId = url.searchParams.get('loginId') ?? ''
      const errors = loginIdErrors(loginId)
      if (errors.length === 0 && loginId === account.loginId)
        errors.push(fieldError('loginId', 'VALIDATION_ERROR', 'ログインIDを変更してください。'))
      if (errors.length > 0) return invalid(errors)
      if (loginIdConflict(loginId, account.id))
        return loginIdTaken('このログインIDは既に使用されています。')
      return noContent()
    }),
  ),

  http.post(
    route('/zapi/account/login-id/edit'),
    sensitive('/mypage/login-id/edit', async ({ request, account }) => {
      if (account.password === null) {
        return fail(
          422,
          'INVALID_REQUEST',
          'ログインIDを設定するには、先にパスワードを設定してください。',
          { redirectTo: '/mypage/enable-password' },
        )
      }
      const loginId = text(await readBody(request), 'loginId').trim()
      const errors = loginIdErrors(loginId)
      if (errors.length === 0 && loginId === account.loginId)
        errors.push(fieldError('loginId', 'VALIDATION_ERROR', 'ログインIDを変更してください。'))
      if (errors.length > 0) return invalid(errors)
      if (loginIdConflict(loginId, account.id)) {
        return loginIdTaken(
          'このログインIDは既に使用されています。別のログインIDを登録してください。',
        )
      }
      account.loginId = loginId
      return ok({})
    }),
  ),

  http.get(
    route('/zapi/internal/mypage/login-id/edit/complete/screen-data'),
    member(({ url, account }) => {
      if (account.loginId === null) return redirectTo('/mypage')
      return ok({
        backTo: safeReturnTo(url.searchParams.get('returnTo')) ?? '/mypage',
        loginId: account.loginId,
      })
    }),
  ),

  http.get(
    route('/zapi/internal/mypage/login-method/screen-data'),
    sensitive('/mypage/login-method', ({ account }) => {
      const body: MypageLoginMethodScreenData = {
        loginMethod: account.password === null ? null : account.loginMethod,
        isEnabledLoginId: account.loginId !== null,
        loginId: account.loginId,
        contactEmail: account.email,
      }
      return ok(body)
    }),
  ),

  http.post(
    route('/zapi/account/login-method'),
    sensitive('/mypage/login-method', async ({ request, account, session }) => {
      const requested = text(await readBody(request), 'method')
      const method = LOGIN_METHODS.find((candidate) => candidate === requested)
      if (!method)
        return invalid([
          fieldError('method', 'VALIDATION_ERROR', 'ログイン方法を選択してください。'),
        ])
      if (account.loginId === null)
        return fail(422, 'LOGIN_ID_NOT_ENABLED', 'ログインIDが設定されていません。')
      account.loginMethod = method
      session.completed.loginMethod = method
      return redirectTo('/mypage/login-method/complete')
    }),
  ),

  http.get(
    route('/zapi/internal/mypage/login-method/complete/screen-data'),
    completion('/mypage', ({ account, session }) => ({
      loginMethod: session.completed.loginMethod ?? account.loginMethod,
    })),
  ),
]
