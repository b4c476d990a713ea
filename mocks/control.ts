import { activeContractCheck } from './contract-check'
import { setSubscription } from './control-subscriptions'
import type { Fault } from './faults'
import { ok, readBody, safeReturnTo, seeOther, text, type Body } from './http'
import { cardProviderScript, linkPage, payPalPage, threeDSecurePage } from './providers/pages'
import { clearProviderStore } from './oidc/provider'
import { MOCK_CARD_MERCHANT } from './providers/transactions'
import { SCENARIOS } from './scenarios'
import { mockBackend } from './state/backend-state'
import { UnknownScenarioError } from './state/create-state'
import { isoJst } from './state/dates'
import { completeSignIn, findAccountByEmail, memberOf } from './state/sessions'

/**
 * The `/__mock/` control endpoints tests use to drive the mock backend (see mocks/README.md).
 * They are an interface other tests depend on: change them only additively.
 */
const CONTROL_PREFIX = '/__mock/'

export const isControlRequest = (request: Request): boolean =>
  new URL(request.url).pathname.startsWith(CONTROL_PREFIX)

const problem = (status: number, message: string) => ok({ ok: false, message }, { status })

type ControlHandler = (request: Request, body: Body) => Response | Promise<Response>

const ROUTES: Record<string, Partial<Record<string, ControlHandler>>> = {
  health: { GET: () => ok({ ok: true }) },
  scenarios: {
    GET: () => ok({ scenarios: SCENARIOS.map(({ name, description }) => ({ name, description })) }),
  },
  reset: { POST: (_request, body) => reset(text(body, 'scenario') || 'default', body.now) },
  outbox: {
    GET: () => ok({ messages: mockBackend.state.outbox }),
    DELETE: () => {
      mockBackend.state.outbox = []
      return ok({ ok: true })
    },
  },
  faults: {
    GET: () => ok({ faults: mockBackend.faults.pending() }),
    POST: (_request, body) => addFault(body),
    DELETE: () => {
      mockBackend.faults.clear()
      return ok({ ok: true })
    },
  },
  clock: {
    GET: () => clockAnswer(),
    POST: (_request, body) => setClock(body),
  },
  login: { POST: (request, body) => signInDirectly(request, text(body, 'email')) },
  profile: { POST: (request, body) => setRestrictedProfile(request, body) },
  'profile/switch': { GET: (request) => switchToAuthorisedProfile(request) },
  'contract-check': {
    GET: async () => {
      const check = activeContractCheck()
      return ok(check ? { enabled: true, ...(await check).report() } : { enabled: false })
    },
  },
  subscription: { POST: (_request, body) => setSubscription(body) },
  requests: {
    GET: () => ok({ requests: mockBackend.requests.list() }),
    DELETE: () => {
      mockBackend.requests.clear()
      return ok({ ok: true })
    },
  },
  // The simulated payment providers (providers/pages.ts).
  'provider/three-d-secure': { GET: (request) => threeDSecurePage(new URL(request.url)) },
  'provider/paypal': { GET: (request) => payPalPage(new URL(request.url)) },
  'provider/link': { POST: (_request, body) => linkPage(body) },
  'card-provider/token.js': { GET: () => cardProviderScript(MOCK_CARD_MERCHANT) },
  'card-provider/three-d-secure.js': { GET: () => cardProviderScript(MOCK_CARD_MERCHANT) },
}

export async function handleControlRequest(request: Request): Promise<Response> {
  const name = new URL(request.url).pathname.slice(CONTROL_PREFIX.length).replace(/\/$/, '')
  const handler = ROUTES[name]?.[request.method]
  if (!handler)
    return problem(404, `No control endpoint ${request.method} ${CONTROL_PREFIX}${name}`)
  const body =
    request.method === 'GET' || request.method === 'DELETE' ? {} : await readBody(request)
  return handler(request, body)
}

function reset(scenario: string, now: unknown): Response {
  if (now !== undefined && now !== null && typeof now !== 'string')
    return problem(400, 'now must be an ISO 8601 date-time or null')
  try {
    mockBackend.reset(scenario, now ?? null)
    clearProviderStore()
  } catch (error) {
    if (error instanceof UnknownScenarioError) return problem(404, error.message)
    if (error instanceof RangeError) return problem(400, error.message)
    throw error
  }
  return ok({ ok: true, scenario })
}

const HTTP_METHOD = /^(\*|GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)$/i

function addFault(body: Body): Response {
  const method = text(body, 'method') || '*'
  const path = text(body, 'path')
  const times = body.times === undefined ? 1 : Number(body.times)
  if (!HTTP_METHOD.test(method)) return problem(400, 'method must be an HTTP method or *')
  if (!path.startsWith('/'))
    return problem(400, 'path must be a backend path such as /zapi/internal/login/screen-data')
  if (!Number.isInteger(times) || times < 1) return problem(400, 'times must be a positive integer')
  const fault: Fault = { method, path, times }
  if (body.status !== undefined) fault.status = Number(body.status)
  if (body.delayMs !== undefined) fault.delayMs = Number(body.delayMs)
  if (body.malformed === true) fault.malformed = true
  if (body.empty === true) fault.empty = true
  if (body.refused === true) fault.refused = true
  if (body.body !== undefined) fault.body = body.body
  if (body.omit !== undefined) {
    if (!Array.isArray(body.omit) || !body.omit.every((field) => typeof field === 'string'))
      return problem(400, 'omit must be a list of field names')
    fault.omit = body.omit
  }
  if (fault.status !== undefined && !(fault.status >= 100 && fault.status <= 599))
    return problem(400, 'status must be an HTTP status')
  mockBackend.faults.add(fault)
  return ok({ ok: true, fault })
}

const clockAnswer = () => ok({ now: isoJst(mockBackend.now()), fixed: mockBackend.clock.isFixed })

function setClock(body: Body): Response {
  const now = body.now
  if (now !== null && typeof now !== 'string')
    return problem(400, 'now must be an ISO 8601 date-time or null')
  try {
    mockBackend.clock.set(now)
  } catch (error) {
    return problem(400, (error as Error).message)
  }
  return clockAnswer()
}

/** Signs a fixture (or signed-up) member in without password or second factor, for My Page tests. */
function signInDirectly(request: Request, email: string): Response {
  const account = findAccountByEmail(email)
  if (!account) return problem(404, `No account with e-mail ${email}`)
  const { cookies } = completeSignIn(request, account, { quiet: true })
  return ok({ ok: true, accountId: account.id }, { cookies })
}

/** The profile a restricted session is put on when the request names none. */
const DEFAULT_RESTRICTED_PROFILE = 'キッズ'

/**
 * Puts the signed-in visitor's session on a viewing profile that may not see My Page
 * (`{"name": "…"}`, default キッズ), or back on an authorised one (`{"name": null}`).
 */
function setRestrictedProfile(request: Request, body: Body): Response {
  const member = memberOf(request)
  if (!member) return problem(409, 'Sign a member in first (POST /__mock/login)')
  const name = body.name === null ? null : text(body, 'name') || DEFAULT_RESTRICTED_PROFILE
  member.session.restrictedProfile = name
  return ok({ ok: true, restrictedProfile: name })
}

/**
 * The mock's profile switch page (the `switchUrl` of a 403 PROFILE_VIEW_PROHIBITED): back on an
 * authorised profile, then 303 to `returnTo` (a path of the site, else /mypage).
 */
function switchToAuthorisedProfile(request: Request): Response {
  const member = memberOf(request)
  if (member) member.session.restrictedProfile = null
  const returnTo = new URL(request.url).searchParams.get('returnTo')
  return seeOther(safeReturnTo(returnTo) ?? '/mypage')
}
