import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server'
import { http } from 'msw'
import type { MypagePasskeysScreenData, Passkey } from '~generated/api/model'
import {
  authenticationOptions,
  registrationOptions,
  suggestedPasskeyName,
  verifyAuthentication,
  verifyRegistration,
  type Verdict,
} from '../auth/passkeys'
import { recordLogin } from '../auth/sign-in'
import {
  fail,
  fieldError,
  invalid,
  noContent,
  notFound,
  ok,
  readBody,
  redirectTo,
  route,
  safeReturnTo,
  text,
  type Body,
} from '../http'
import { mockBackend } from '../state/backend-state'
import { noticePasskeyChanged } from '../state/security-notices'
import { completeSignIn, guestSession, memberOf } from '../state/sessions'
import type { MemberAccount, PasskeyRecord } from '../state/types'
import { member, pageOf, sensitive, visitor } from './context'
import { browserOf } from './root'

const PAGE = '/mypage/passkeys'
const NAME_MAX = 50

/** Passkeys are offered when the store enables them, never in the native app's web view. */
export const passkeysOffered = (request: Request): boolean =>
  mockBackend.state.store.status.isPasskeyEnabled === true && !browserOf(request).isApp

const passkeysOff = (url: URL): Response =>
  pageOf(url) ? redirectTo('/mypage') : fail(403, 'FORBIDDEN', 'パスキーはご利用いただけません。')

/** A passkey as answered: what the member sees of it. */
const view = ({ id, name, createdAt, lastUsedAt, isSynced }: PasskeyRecord): Passkey => ({
  id,
  name,
  createdAt,
  lastUsedAt,
  isSynced,
})

const credentialOf = <T>(body: Body): T | undefined => {
  const credential = body.credential
  return credential && typeof credential === 'object' && typeof (credential as Body).id === 'string'
    ? (credential as T)
    : undefined
}

const missingCredential = () =>
  invalid([fieldError('credential', 'VALIDATION_ERROR', 'パスキーの応答がありません。')])

const ceremonyExpired = () =>
  fail(
    409,
    'INVALID_SESSION_FLOW',
    'パスキーの確認の有効期限が切れました。もう一度お試しください。',
  )

const signInRefused = () =>
  fail(
    422,
    'LOGIN_FAILED',
    'このパスキーではログインできません。登録済みのパスキーを選ぶか、ほかの方法でログインしてください。',
  )

const refusal = (verdict: Verdict<unknown> & { ok: false }) =>
  verdict.reason === 'expired' ? ceremonyExpired() : signInRefused()

function findPasskey(account: MemberAccount, id: string): PasskeyRecord | undefined {
  return account.passkeys.find((passkey) => passkey.id === id)
}

/** A passkey sign-in: both factors at once, so the second-factor step is never asked. */
const passkeySignIn = visitor(async ({ request, url, session }) => {
  if (!passkeysOffered(request)) return passkeysOff(url)
  const credential = credentialOf<AuthenticationResponseJSON>(await readBody(request))
  if (!credential) return missingCredential()
  const verdict = await verifyAuthentication(
    request,
    session,
    credential,
    mockBackend.state.accounts,
  )
  if (!verdict.ok) return refusal(verdict)
  const { account, passkey } = verdict.value
  if (account.isLocked)
    return fail(403, 'LOGIN_PROHIBITED', 'このアカウントではログインできません。')
  recordLogin(request, account, { result: 'success', userIdentifierName: passkey.name })
  const returnTo = safeReturnTo(url.searchParams.get('returnTo')) ?? '/'
  return redirectTo(returnTo, { cookies: completeSignIn(request, account).cookies })
})

/** Passkeys (issue 34 §1): My Page's list and ceremonies, sign-in and re-authentication. */
export const passkeyHandlers = [
  http.get(
    route('/zapi/internal/mypage/passkeys/screen-data'),
    sensitive(PAGE, ({ request, url, account }) => {
      if (!passkeysOffered(request)) return passkeysOff(url)
      const body: MypagePasskeysScreenData = {
        passkeys: account.passkeys.map(view).reverse(),
        suggestedName: suggestedPasskeyName(request),
      }
      return ok(body)
    }),
  ),

  http.post(
    route('/zapi/account/passkeys/registration-options'),
    sensitive(PAGE, async ({ request, url, session, account }) => {
      if (!passkeysOffered(request)) return passkeysOff(url)
      return ok({ options: await registrationOptions(request, session, account) })
    }),
  ),

  http.post(
    route('/zapi/account/passkeys'),
    sensitive(PAGE, async ({ request, url, session, account }) => {
      if (!passkeysOffered(request)) return passkeysOff(url)
      const credential = credentialOf<RegistrationResponseJSON>(await readBody(request))
      if (!credential) return missingCredential()
      const verdict = await verifyRegistration(request, session, credential)
      if (!verdict.ok)
        return verdict.reason === 'expired'
          ? ceremonyExpired()
          : fail(422, 'INVALID_REQUEST', 'パスキーを登録できませんでした。もう一度お試しください。')
      account.passkeys.push(verdict.value)
      noticePasskeyChanged(request, account, verdict.value.name, 'add')
      return ok({ passkey: view(verdict.value) })
    }),
  ),

  http.patch(
    route('/zapi/account/passkeys/:passkeyId'),
    sensitive(PAGE, async ({ request, url, params, account }) => {
      if (!passkeysOffered(request)) return passkeysOff(url)
      const name = text(await readBody(request), 'name').trim()
      if (name === '')
        return invalid([
          fieldError('name', 'VALIDATION_ERROR', 'パスキーの名前を入力してください。'),
        ])
      if ([...name].length > NAME_MAX)
        return invalid([
          fieldError('name', 'VALIDATION_ERROR', 'パスキーの名前は50文字以内で入力してください。'),
        ])
      const passkey = findPasskey(account, params.passkeyId)
      if (!passkey) return notFound('パスキーが見つかりません。')
      passkey.name = name
      return ok({ passkey: view(passkey) })
    }),
  ),

  http.delete(
    route('/zapi/account/passkeys/:passkeyId'),
    sensitive(PAGE, ({ request, url, params, account }) => {
      if (!passkeysOffered(request)) return passkeysOff(url)
      const passkey = findPasskey(account, params.passkeyId)
      if (!passkey) return notFound('パスキーが見つかりません。')
      account.passkeys = account.passkeys.filter((kept) => kept !== passkey)
      noticePasskeyChanged(request, account, passkey.name, 'delete')
      return noContent()
    }),
  ),

  http.post(
    route('/zapi/passkey/authentication-options'),
    visitor(async ({ request, url }) => {
      if (!passkeysOffered(request)) return passkeysOff(url)
      const signedIn = memberOf(request)
      const { session, cookies } = signedIn
        ? { session: signedIn.session, cookies: [] }
        : guestSession(request)
      const options = await authenticationOptions(request, session, signedIn?.account)
      return ok({ options }, { cookies })
    }),
  ),

  http.post(route('/zapi/login/passkey'), passkeySignIn),

  http.post(
    route('/zapi/account/reauthorize/passkey'),
    member(async ({ request, url, session, account }) => {
      if (!passkeysOffered(request)) return passkeysOff(url)
      const body = await readBody(request)
      const credential = credentialOf<AuthenticationResponseJSON>(body)
      if (!credential) return missingCredential()
      const verdict = await verifyAuthentication(request, session, credential, [account])
      if (!verdict.ok) return refusal(verdict)
      session.authenticatedAt = mockBackend.clock.nowMs()
      return redirectTo(safeReturnTo(text(body, 'returnTo')) ?? '/mypage')
    }),
  ),
]
