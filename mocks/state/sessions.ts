import { clientIp } from '../auth/device'
import { COOKIE, clearCookie, readCookie, setCookie } from '../cookies'
import { mockBackend } from './backend-state'
import { randomId } from './ids'
import { newSession } from './new-session'
import { noticeNewDeviceSignIn } from './security-notices'
import type { MemberAccount, Session } from './types'

const blankSession = (request: Request, accountId: string | null): Session =>
  newSession({
    accountId,
    userAgent: request.headers.get('user-agent') ?? '',
    ip: clientIp(request),
    now: mockBackend.clock.nowMs(),
  })

/** The visitor's session, from the `session_id` cookie. */
export function sessionOf(request: Request): Session | undefined {
  const id = readCookie(request, COOKIE.session)
  return id ? mockBackend.state.sessions.get(id) : undefined
}

/** The signed-in member and their session, if any. */
export function memberOf(
  request: Request,
): { account: MemberAccount; session: Session } | undefined {
  const session = sessionOf(request)
  const account = session?.accountId ? findAccountById(session.accountId) : undefined
  return account && session ? { account, session } : undefined
}

/** The visitor's session, or a new guest session with the Set-Cookie that starts it. */
export function guestSession(request: Request): { session: Session; cookies: string[] } {
  const existing = sessionOf(request)
  if (existing) return { session: existing, cookies: [] }
  const session = blankSession(request, null)
  mockBackend.state.sessions.set(session.id, session)
  return { session, cookies: [setCookie(request, COOKIE.session, session.id)] }
}

/** Replaces the visitor's session with a fresh one (a new id at every sign-in step). */
function renewSession(request: Request, accountId: string | null): Session {
  const previous = sessionOf(request)
  if (previous) mockBackend.state.sessions.delete(previous.id)
  const session = blankSession(request, accountId)
  mockBackend.state.sessions.set(session.id, session)
  return session
}

/** A sign-in waiting for its second factor: only `session_id` is set. */
export function startPendingSignIn(
  request: Request,
  pending: NonNullable<Session['pendingSignIn']>,
): string[] {
  const session = renewSession(request, null)
  session.pendingSignIn = pending
  return [setCookie(request, COOKIE.session, session.id)]
}

/**
 * A completed sign-in: `session_id` renewed, `account_id`, and `login_alert_id` when the browser has
 * none. A browser the member has not signed in from before gets the new-device notice, unless the
 * sign-in only sets a member up (`quiet`: the account was just registered, or a test's shortcut).
 */
export function completeSignIn(
  request: Request,
  account: MemberAccount,
  { quiet = false }: { quiet?: boolean } = {},
): { session: Session; cookies: string[] } {
  const session = renewSession(request, account.id)
  const cookies = [
    setCookie(request, COOKIE.session, session.id),
    setCookie(request, COOKIE.account, account.id),
  ]
  let browserId = readCookie(request, COOKIE.loginAlert)
  if (!browserId) {
    browserId = randomId('la')
    cookies.push(setCookie(request, COOKIE.loginAlert, browserId))
  }
  if (!account.knownBrowsers.includes(browserId)) {
    account.knownBrowsers.push(browserId)
    if (!quiet) noticeNewDeviceSignIn(request, account)
  }
  return { session, cookies }
}

/** The member's signed-in sessions (every browser where they are signed in now). */
export const sessionsOfAccount = (accountId: string): Session[] =>
  [...mockBackend.state.sessions.values()].filter((session) => session.accountId === accountId)

/** Ends a session wherever it is: its browser's next request is a guest's. */
export function endSession(session: Session): void {
  mockBackend.state.sessions.delete(session.id)
}

/** Ends the session; `login_alert_id` and `trusted_device_id` stay so the browser is still recognised. */
export function signOut(request: Request): string[] {
  const session = sessionOf(request)
  if (session) mockBackend.state.sessions.delete(session.id)
  return [clearCookie(request, COOKIE.session), clearCookie(request, COOKIE.account)]
}

export const findAccountById = (id: string): MemberAccount | undefined =>
  mockBackend.state.accounts.find((account) => account.id === id)

export const findAccountByEmail = (email: string): MemberAccount | undefined =>
  mockBackend.state.accounts.find(
    (account) => account.email.toLowerCase() === email.trim().toLowerCase(),
  )

export const findAccountByLoginId = (loginId: string): MemberAccount | undefined =>
  mockBackend.state.accounts.find(
    (account) =>
      account.loginId !== null && account.loginId.toLowerCase() === loginId.trim().toLowerCase(),
  )
