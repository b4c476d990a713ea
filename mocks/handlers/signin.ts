import { http } from 'msw'
import type { LoginCodeScreenData, LoginScreenData, LogoutScreenData } from '~generated/api/model'
import { attemptLogin, attemptResponse } from '../auth/login-attempt'
import {
  isFormPost,
  noContent,
  ok,
  readBody,
  redirectTo,
  route,
  safeReturnTo,
  seeOther,
} from '../http'
import { latestPin, sentPinCodeSetting } from '../state/pins'
import { COOKIE } from '../cookies'
import { guestSession, signOut } from '../state/sessions'
import type { MemberAccount } from '../state/types'
import { loginMethodTypes } from '../views/account'
import { browserOf } from './root'
import { visitor } from './context'
import { passkeysOffered } from './passkeys'

/** How the member signs in with a password, as the store allows it now (login IDs on or off). */
function loginIdentifier(account: MemberAccount): LogoutScreenData['loginIdentifier'] {
  const types = loginMethodTypes(account)
  const byEmail = types.includes('EmailPassword')
  const byLoginId = types.includes('LoginIdPassword')
  if (byEmail && byLoginId) return 'emailAndLoginId'
  if (byLoginId) return 'loginId'
  return byEmail ? 'email' : null
}

export const signinHandlers = [
  http.get(
    route('/zapi/internal/login/screen-data'),
    visitor(({ request, url, state, session, account }) => {
      const returnTo = safeReturnTo(url.searchParams.get('returnTo'))
      if (account) return redirectTo(returnTo ?? '/mypage')
      const { store } = state
      const loginError = session?.loginError ?? null
      if (session) session.loginError = null
      const body: LoginScreenData = {
        isPasswordLoginEnabled: store.status.isPasswordLoginEnabled ?? true,
        loginMethodType: store.status.isLoginIdEnabled ? 'EmailOrLoginId' : 'Email',
        isAuthCodeLoginEnabled: store.isAuthCodeLoginEnabled,
        allowedExternalIdentityTypes: browserOf(request).isApp
          ? []
          : (store.status.allowedExternalIdentityTypes ?? []),
        signup: { isEnabled: store.isSignupEnabled, ...store.signupTexts },
        isPasskeyLoginEnabled: passkeysOffered(request),
        loginError,
      }
      return ok(body)
    }),
  ),

  http.get(
    route('/zapi/internal/login/code/screen-data'),
    visitor(({ url, state, session, account }) => {
      if (account) return redirectTo(safeReturnTo(url.searchParams.get('returnTo')) ?? '/mypage')
      if (!state.store.isAuthCodeLoginEnabled) return redirectTo('/login')
      const sentTo = session?.codeLoginEmail ?? null
      const body: LoginCodeScreenData = {
        pinCode: sentPinCodeSetting('login', sentTo ? latestPin('login', sentTo) : undefined),
        sentTo,
      }
      return ok(body)
    }),
  ),

  http.post(route('/login'), async ({ request }) => {
    const url = new URL(request.url)
    const returnTo = safeReturnTo(url.searchParams.get('returnTo')) ?? '/'
    const attempt = attemptLogin(request, await readBody(request), returnTo)
    if (!isFormPost(request)) {
      return attempt.ok
        ? redirectTo(attempt.redirectTo, { cookies: attempt.cookies })
        : attemptResponse(attempt)
    }
    if (attempt.ok) return seeOther(attempt.redirectTo, { cookies: attempt.cookies })
    const { session, cookies } = guestSession(request)
    session.loginError = { code: attempt.code, message: attempt.message }
    return seeOther(`/login${url.search}`, { cookies })
  }),

  http.post(route('/logout'), ({ request }) => {
    const cleared = signOut(request)
    // The logged-out page says so only to the browser that logged out: a fresh guest session
    // remembers it (a new session id; the signed-in one is gone).
    const guest = guestSession(request)
    guest.session.completed.loggedOut = true
    return noContent({
      cookies: [
        ...cleared.filter((line) => !line.startsWith(`${COOKIE.session}=`)),
        ...guest.cookies,
      ],
    })
  }),

  http.get(
    route('/zapi/internal/logout/screen-data'),
    visitor(({ account, session }) => {
      if (!account && !session?.completed.loggedOut) return redirectTo('/')
      const body: LogoutScreenData = {
        isSignedIn: account !== undefined,
        loginIdentifier: account ? loginIdentifier(account) : null,
        isEmailVerified: account ? account.isEmailVerified : true,
        redirectUrl: '/',
        redirectAfterSeconds: 10,
      }
      return ok(body)
    }),
  ),

  http.get(
    route('/zapi/internal/social/relate/error/screen-data'),
    visitor(({ session }) => {
      const failure = session?.socialError
      if (!failure) return redirectTo('/')
      const backUrl = { enableExternalAuth: '/mypage', login: '/login', signup: '/signup/auth' }[
        failure.action
      ]
      return ok({
        errorCode: failure.code,
        userIdentifierType: failure.type,
        socialActionType: failure.action,
        backUrl,
      })
    }),
  ),
]
