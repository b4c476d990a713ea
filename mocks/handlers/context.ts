import { clientIp } from '../auth/device'
import { fail, redirectTo } from '../http'
import { mockBackend } from '../state/backend-state'
import { memberOf, sessionOf } from '../state/sessions'
import type { MemberAccount, MockState, Session } from '../state/types'

type Params = Record<string, string | readonly string[] | undefined>

export interface VisitorContext {
  request: Request
  url: URL
  params: Record<string, string>
  state: MockState
  now: Date
  session: Session | undefined
  account: MemberAccount | undefined
}

export interface MemberContext extends VisitorContext {
  session: Session
  account: MemberAccount
}

type Handle<C> = (context: C) => Response | Promise<Response>
type Resolver = (info: { request: Request; params: Params }) => Promise<Response>

/** How long a sign-in or re-authentication counts as recent for the sensitive pages. */
export const REAUTHENTICATION_WINDOW_MINUTES = 30

function contextOf(request: Request, params: Params): VisitorContext {
  const member = memberOf(request)
  return {
    request,
    url: new URL(request.url),
    params: Object.fromEntries(
      Object.entries(params).map(([key, value]) => [key, String(value ?? '')]),
    ),
    state: mockBackend.state,
    now: mockBackend.now(),
    session: member?.session ?? sessionOf(request),
    account: member?.account,
  }
}

/** The page a screen-data request loads (`/zapi/internal/mypage/edit/screen-data?x` → `/mypage/edit?x`). */
export function pageOf(url: URL): string | undefined {
  const match = /^\/zapi\/internal(\/.*)?\/screen-data$/.exec(url.pathname)
  if (!match) return undefined
  return (match[1] ?? '/') + url.search
}

/** 401 SESSION_EXPIRED with the sign-in page (returning to the page asked for) in redirectTo. */
export function signInRequired(url: URL): Response {
  const page = pageOf(url)
  const to = page ? `/login?returnTo=${encodeURIComponent(page)}` : '/login'
  return fail(401, 'SESSION_EXPIRED', 'ページの有効期限が切れました。', { redirectTo: to })
}

/** A handler open to everyone (guests and members). */
export const visitor =
  (handle: Handle<VisitorContext>): Resolver =>
  async ({ request, params }) =>
    handle(contextOf(request, params))

/** Where the mock switches a restricted session back to an authorised profile (control endpoint). */
export const PROFILE_SWITCH_PATH = '/__mock/profile/switch'

/**
 * 403 PROFILE_VIEW_PROHIBITED: the session is on a profile that may not see My Page. The switch
 * returns to the refused page (a loader's page, else My Page for a call).
 */
function profileViewProhibited(url: URL, profileName: string): Response {
  const returnTo = pageOf(url) ?? '/mypage'
  return fail(403, 'PROFILE_VIEW_PROHIBITED', 'このプロフィールではマイページを表示できません。', {
    profileSwitch: {
      currentProfileName: profileName,
      switchUrl: `${PROFILE_SWITCH_PATH}?returnTo=${encodeURIComponent(returnTo)}`,
    },
  })
}

/**
 * A handler for signed-in members only; anyone else gets 401 with the way to sign in, and a
 * session on a restricted viewing profile 403 with the way to switch.
 */
export const member =
  (handle: Handle<MemberContext>): Resolver =>
  async ({ request, params }) => {
    const context = contextOf(request, params)
    const { session, account } = context
    if (!session || !account) return signInRequired(context.url)
    if (session.restrictedProfile !== null)
      return profileViewProhibited(context.url, session.restrictedProfile)
    session.lastActiveAt = mockBackend.clock.nowMs()
    session.ip = clientIp(request)
    return handle({ ...context, session, account })
  }

const recentlyAuthenticated = (session: Session): boolean =>
  session.authenticatedAt !== null &&
  mockBackend.clock.nowMs() - session.authenticatedAt < REAUTHENTICATION_WINDOW_MINUTES * 60 * 1000

/**
 * A sensitive page or call (e-mail, password, login ID, login method): without a sign-in or
 * re-authentication in the last 30 minutes, loaders answer `redirectTo` /mypage/reauthorize and
 * calls 401 UNAUTHORIZED with the same redirectTo.
 */
export const sensitive = (page: string, handle: Handle<MemberContext>): Resolver =>
  member((context) => {
    if (recentlyAuthenticated(context.session)) return handle(context)
    const to = `/mypage/reauthorize?returnTo=${encodeURIComponent(page)}`
    if (pageOf(context.url)) return redirectTo(to)
    return fail(401, 'UNAUTHORIZED', '本人確認が必要です。', { redirectTo: to })
  })
