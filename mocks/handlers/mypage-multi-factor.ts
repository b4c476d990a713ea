import { generate } from 'lean-qr'
import { toSvgDataURL } from 'lean-qr/extras/svg'
import { http } from 'msw'
import type {
  MultiFactorType,
  MypageMultiFactorOtpScreenData,
  MypageMultiFactorScreenData,
} from '~generated/api/model'
import { isValidOtp, newOtpSecret, otpauthUri } from '../auth/otp'
import { fail, fieldError, invalid, notFound, ok, readBody, redirectTo, route, text } from '../http'
import { mockBackend } from '../state/backend-state'
import { isoJst } from '../state/dates'
import { noticeMultiFactorChanged } from '../state/security-notices'
import type { MemberAccount, MockState } from '../state/types'
import { pinRejected } from '../validation'
import { activeMultiFactorTypes } from '../views/account'
import { browserOf } from './root'
import { member, type MemberContext } from './context'

const TYPES: MultiFactorType[] = ['Email', 'SMS', 'OTP']

const allowedTypes = (state: MockState): MultiFactorType[] =>
  state.store.status.allowedMultiFactorTypes ?? []

const noMultiFactor = () =>
  fail(409, 'INVALID_REQUEST', '2段階認証が有効になっていません。', {
    redirectTo: '/mypage/multi-factor',
  })

const nothingCompleted = (redirect: string) =>
  fail(409, 'INVALID_SESSION_FLOW', '操作をはじめからやり直してください。', {
    redirectTo: redirect,
  })

/** 404 when the store does not allow the type, 409 when the member already uses it. */
function setUpRefusal(
  { state, account }: MemberContext,
  type: MultiFactorType,
): Response | undefined {
  if (!allowedTypes(state).includes(type)) return notFound('この認証方式はご利用いただけません。')
  if (account.multiFactor.enabled.includes(type)) {
    return fail(409, 'INVALID_REQUEST', 'この認証方式は既に有効です。', {
      redirectTo: '/mypage/multi-factor',
    })
  }
  return undefined
}

const randomGroup = () =>
  Array.from(
    crypto.getRandomValues(new Uint8Array(4)),
    (byte) => '0123456789abcdefghijklmnopqrstuvwxyz'[byte % 36],
  ).join('')
const newBackupCodes = () => Array.from({ length: 10 }, () => `${randomGroup()}-${randomGroup()}`)

/**
 * The QR code of the otpauth URI as an SVG data URL (lean-qr, the encoder the site draws it with
 * in the browser), for clients that show the server's image instead of drawing their own.
 */
const qrCodeImage = (uri: string) => toSvgDataURL(generate(uri), { off: 'white' })

function enable(
  { request, account, session }: MemberContext,
  type: MultiFactorType,
  otpSecret: string | null,
): void {
  account.multiFactor.enabled.push(type)
  if (type === 'OTP') account.multiFactor.otpSecret = otpSecret
  session.otpSecretCandidate = null
  noticeMultiFactorChanged(request, account, type, 'enable')
}

function saveBackupCodes(account: MemberAccount, codes: string[]): void {
  account.backupCodes = codes.map((code) => ({ code, isUsed: false }))
  account.backupCodesGeneratedAt = isoJst(mockBackend.now())
}

const sameCodes = (candidate: string[] | null, given: unknown) =>
  candidate !== null &&
  Array.isArray(given) &&
  given.length === candidate.length &&
  candidate.every((code, index) => code === given[index])

/** Multi-factor set-up and removal, backup codes (spec 02 §2 "Multi-factor", §4). */
export const mypageMultiFactorHandlers = [
  http.get(
    route('/zapi/internal/mypage/multi-factor/screen-data'),
    member(({ state, account }) => {
      const active = activeMultiFactorTypes(account)
      const body: MypageMultiFactorScreenData = {
        multiFactorTypes: TYPES.filter((type) => allowedTypes(state).includes(type)).map(
          (type) => ({
            multiFactorType: type,
            isEnabled: active.includes(type),
          }),
        ),
        isEnabledMultiFactor: active.length > 0,
      }
      return ok(body)
    }),
  ),

  http.get(
    route('/zapi/internal/mypage/multi-factor/email/screen-data'),
    member(
      (context) =>
        setUpRefusal(context, 'Email') ??
        ok({
          contactEmail: context.account.email,
          isEmailVerified: context.account.isEmailVerified,
        }),
    ),
  ),

  http.get(
    route('/zapi/internal/mypage/multi-factor/sms/screen-data'),
    member(
      (context) =>
        setUpRefusal(context, 'SMS') ??
        ok({ phoneNumber: context.account.profile.phoneNumber ?? null }),
    ),
  ),

  http.get(
    route('/zapi/internal/mypage/multi-factor/otp/screen-data'),
    member((context) => {
      const refusal = setUpRefusal(context, 'OTP')
      if (refusal) return refusal
      const { request, account, session } = context
      session.otpSecretCandidate ??= newOtpSecret()
      const secret = session.otpSecretCandidate
      const uri = otpauthUri(secret, account.email)
      const { isAndroid } = browserOf(request)
      const isIos = /iPhone|iPad|iPod/.test(request.headers.get('user-agent') ?? '')
      const body: MypageMultiFactorOtpScreenData = {
        secret,
        otpauthUri: uri,
        qrCodeImage: qrCodeImage(uri),
        appStoreUrl: isAndroid
          ? null
          : 'https://apps.apple.com/jp/app/google-authenticator/id388497605',
        googlePlayUrl: isIos
          ? null
          : 'https://play.google.com/store/apps/details?id=com.google.android.apps.authenticator2',
      }
      return ok(body)
    }),
  ),

  http.post(
    route('/zapi/account/enable-multi-factor'),
    member(async (context) => {
      const { request, state, account, session } = context
      const body = await readBody(request)
      const type = TYPES.find((candidate) => candidate === text(body, 'multiFactorType'))
      if (!type)
        return invalid([
          fieldError('multiFactorType', 'VALIDATION_ERROR', '認証方式を選択してください。'),
        ])
      if (!allowedTypes(state).includes(type))
        return fail(422, 'INVALID_REQUEST', 'この認証方式はご利用いただけません。')
      if (account.multiFactor.enabled.includes(type))
        return fail(409, 'INVALID_REQUEST', 'この認証方式は既に有効です。')
      if (type === 'Email' && !account.isEmailVerified) {
        return fail(
          409,
          'INVALID_REQUEST',
          'メールアドレスの認証が完了していないため、メールによる2段階認証を有効にできません。',
          {
            redirectTo: '/mypage/email/verify',
          },
        )
      }
      if (type === 'SMS' && !account.profile.phoneNumber) {
        return fail(
          409,
          'INVALID_REQUEST',
          '電話番号が登録されていないため、SMSによる2段階認証を有効にできません。',
          { redirectTo: '/mypage/edit' },
        )
      }
      if (type === 'OTP') {
        const token = text(body, 'token')
        if (!/^[0-9]{6}$/.test(token))
          return invalid([
            fieldError(
              'token',
              'VALIDATION_ERROR',
              '6桁のワンタイムパスワードを入力してください。',
            ),
          ])
        const secret = text(body, 'secret')
        if (!session.otpSecretCandidate || secret !== session.otpSecretCandidate) {
          return fail(422, 'INVALID_REQUEST', 'もう一度設定画面を開き直してください。')
        }
        if (!isValidOtp(secret, token)) return pinRejected('token')
      }
      // The first type waits for its backup codes to be saved.
      if (activeMultiFactorTypes(account).length === 0) {
        session.pendingMultiFactorType = type
        return redirectTo('/mypage/multi-factor/backup-code/generate')
      }
      enable(context, type, session.otpSecretCandidate)
      session.completed.multiFactor = { action: 'enable', type }
      return redirectTo('/mypage/multi-factor/complete')
    }),
  ),

  http.post(
    route('/zapi/account/disable-multi-factor'),
    member(async ({ request, account, session }) => {
      const requested = text(await readBody(request), 'multiFactorType')
      const type = TYPES.find((candidate) => candidate === requested)
      if (!type)
        return invalid([
          fieldError('multiFactorType', 'VALIDATION_ERROR', '認証方式を選択してください。'),
        ])
      if (!account.multiFactor.enabled.includes(type))
        return fail(409, 'INVALID_REQUEST', 'この認証方式は有効になっていません。')
      account.multiFactor.enabled = account.multiFactor.enabled.filter(
        (enabled) => enabled !== type,
      )
      if (type === 'OTP') account.multiFactor.otpSecret = null
      if (account.multiFactor.preferred === type.toLowerCase()) account.multiFactor.preferred = null
      noticeMultiFactorChanged(request, account, type, 'disable')
      session.completed.multiFactor = { action: 'disable', type }
      return redirectTo('/mypage/multi-factor/complete')
    }),
  ),

  http.get(
    route('/zapi/internal/mypage/multi-factor/complete/screen-data'),
    member(({ session }) => {
      const done = session.completed.multiFactor
      if (!done) return nothingCompleted('/mypage/multi-factor')
      return ok({
        completedAction: done.action,
        multiFactorType: done.type,
        backTo: '/mypage/multi-factor',
      })
    }),
  ),

  http.get(
    route('/zapi/internal/mypage/multi-factor/backup-code/screen-data'),
    member(({ account }) => {
      if (activeMultiFactorTypes(account).length === 0) return noMultiFactor()
      return ok({ backupCodes: account.backupCodes, generatedAt: account.backupCodesGeneratedAt })
    }),
  ),

  http.get(
    route('/zapi/internal/mypage/multi-factor/backup-code/generate/screen-data'),
    member(({ account, session }) => {
      const isInitialSetup = session.pendingMultiFactorType !== null
      if (!isInitialSetup && activeMultiFactorTypes(account).length === 0) return noMultiFactor()
      session.backupCodeCandidate = newBackupCodes()
      return ok({
        backupCodeList: session.backupCodeCandidate,
        isInitialSetup,
        pendingMultiFactorType: session.pendingMultiFactorType,
      })
    }),
  ),

  http.post(
    route('/zapi/account/enable-multi-factor/with-backup-code'),
    member(async (context) => {
      const { request, account, session } = context
      const type = session.pendingMultiFactorType
      if (
        !type ||
        !sameCodes(session.backupCodeCandidate, (await readBody(request)).backupCodeList)
      ) {
        return nothingCompleted('/mypage/multi-factor/backup-code/generate')
      }
      enable(context, type, session.otpSecretCandidate)
      saveBackupCodes(account, session.backupCodeCandidate ?? [])
      session.pendingMultiFactorType = null
      session.backupCodeCandidate = null
      session.completed.backupCodes = { isInitialSetup: true }
      return redirectTo('/mypage/multi-factor/backup-code/generate/complete')
    }),
  ),

  http.post(
    route('/zapi/account/backup-code-regenerate'),
    member(async ({ request, account, session }) => {
      if (
        activeMultiFactorTypes(account).length === 0 ||
        !sameCodes(session.backupCodeCandidate, (await readBody(request)).backupCodeList)
      ) {
        return nothingCompleted('/mypage/multi-factor/backup-code/generate')
      }
      saveBackupCodes(account, session.backupCodeCandidate ?? [])
      session.backupCodeCandidate = null
      session.completed.backupCodes = { isInitialSetup: false }
      return redirectTo('/mypage/multi-factor/backup-code/generate/complete')
    }),
  ),

  http.get(
    route('/zapi/internal/mypage/multi-factor/backup-code/generate/complete/screen-data'),
    member(({ session }) => {
      const done = session.completed.backupCodes
      if (!done) return nothingCompleted('/mypage/multi-factor/backup-code')
      return ok({ isInitialSetup: done.isInitialSetup, backTo: '/mypage/multi-factor' })
    }),
  ),
]
