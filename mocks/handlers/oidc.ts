import { getResponse, http } from 'msw'
import type {
  OidcAccountSummary,
  OidcConsentScreen,
  OidcErrorScreen,
  OidcScreen,
  OidcScreenNextStep,
  OidcSelectAccountScreen,
} from '~generated/api/model'
import { MOCK_ORIGIN, fail, ok, redirectTo, route, seeOther, type AnswerOptions } from '../http'
import { findClient, scopesOf, type RegisteredClient } from '../oidc/clients'
import {
  finishInteraction,
  interactionAccount,
  pendingInteraction,
  type PendingInteraction,
} from '../oidc/interaction'
import { anyProvider } from '../oidc/provider'
import { mockBackend } from '../state/backend-state'
import { isoJst } from '../state/dates'
import { guestSession, memberOf, signOut } from '../state/sessions'
import type { MemberAccount } from '../state/types'
import { newSignupFlow } from '../signup/flow'
import { displayName } from '../views/account'
import { multiFactorLoginHandlers } from './multi-factor-login'
import { passkeyHandlers } from './passkeys'
import { pinCodeHandlers } from './pin-codes'
import { signinHandlers } from './signin'
import { signupHandlers } from './signup'

/**
 * The provider screens (spec 01 §2 "Provider routes"): the interaction itself lives in the real
 * OpenID provider (mocks/oidc/provider.ts); these handlers read it from its cookie, draw the
 * screens, and record each step's result. Sign-in and sign-up are the site's own: their handlers
 * answer here too (the same request passed on to the /login or /signup handler), with the
 * client added and the paths moved under /oidc.
 */
export const OIDC_RESUME = '/oidc/loginInteraction'
export const SESSION_NOT_FOUND = '/oidc/error?status=400&type=session_not_found'
const SIGNED_IN_STEPS = [
  ...signinHandlers,
  ...multiFactorLoginHandlers,
  ...pinCodeHandlers,
  ...passkeyHandlers,
]

/** The /login or /signup handler's answer to the same request on `path`. */
async function delegate(request: Request, path: string, cookie?: string): Promise<Response> {
  const headers = new Headers(request.headers)
  if (cookie) headers.set('cookie', [headers.get('cookie'), cookie].filter(Boolean).join('; '))
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD'
  const forwarded = new Request(`${MOCK_ORIGIN}${path}`, {
    method: request.method,
    headers,
    body: hasBody ? await request.arrayBuffer() : undefined,
  })
  const answer = await getResponse([...SIGNED_IN_STEPS, ...signupHandlers], forwarded)
  return answer ?? fail(404, 'NOT_FOUND', 'ページが見つかりません。')
}

/** A sign-in or sign-up path of the site, moved under /oidc where the provider flow has one. */
export function toOidcPath(path: string): string {
  const { pathname } = new URL(path, MOCK_ORIGIN)
  if (pathname === '/login/multi-factor' || pathname.startsWith('/login/multi-factor/'))
    return `/oidc${pathname}`
  if (pathname === '/login' || pathname === '/login/code') return `/oidc${pathname}`
  if (pathname === '/signup/auth' || pathname === '/signup/email') return '/oidc/signup/auth'
  if (pathname === '/signup' || pathname === '/signup/policy') return '/oidc/signup'
  if (pathname === '/mypage') return '/oidc/select-account'
  return path
}

/**
 * The delegated answer for the provider flow: `redirectTo` and Location moved under /oidc,
 * `client` added to screen data, cookies and Retry-After kept.
 */
async function forOidc(answer: Response, client: RegisteredClient | undefined): Promise<Response> {
  const options: AnswerOptions = {
    status: answer.status,
    cookies: answer.headers.getSetCookie(),
    headers: Object.fromEntries(
      ['retry-after'].flatMap((name) => {
        const value = answer.headers.get(name)
        return value === null ? [] : [[name, value]]
      }),
    ),
  }
  const location = answer.headers.get('location')
  if (location !== null) return seeOther(toOidcPath(location), options)
  if (!(answer.headers.get('content-type') ?? '').includes('json')) return answer
  const body = (await answer.json()) as Record<string, unknown>
  if (typeof body.redirectTo === 'string') body.redirectTo = toOidcPath(body.redirectTo)
  const isScreen = answer.ok && body.redirectTo === undefined && client
  return ok(isScreen ? { ...body, client: client.display } : body, options)
}

type Step = (pending: PendingInteraction, request: Request) => Response | Promise<Response>

/** A loader or call that needs a pending interaction; without one, the error page. */
const inInteraction =
  (step: Step, onMissing: (to: string) => Response = redirectTo) =>
  async ({ request }: { request: Request }) => {
    const pending = await pendingInteraction(request)
    return pending ? step(pending, request) : onMissing(SESSION_NOT_FOUND)
  }

/** The /login or /signup loader of the same page, for the provider flow. */
const delegatedLoader = (path: string) =>
  inInteraction(async ({ client }, request) => {
    const url = new URL(request.url)
    const query = new URLSearchParams(url.search)
    query.set('returnTo', OIDC_RESUME)
    return forOidc(await delegate(request, `${path}?${query}`), client)
  })

function accountSummary(account: MemberAccount): OidcAccountSummary {
  return {
    displayName: displayName(account),
    email: account.email,
    loginId: account.loginId,
    profileImageUrl: account.profileImageUrl,
  }
}

/** Where the interaction goes next: sign-in, the signed-in account's choice, or consent. */
function nextStep({ interaction }: PendingInteraction, member: MemberAccount | undefined) {
  const forcedLogin = interaction.prompt.reasons.includes('login_prompt')
  if (interaction.prompt.name === 'login') return member && !forcedLogin ? 'selectAccount' : 'login'
  return member && member.id === interactionAccount(interaction)?.id ? 'consent' : 'login'
}

const STEP_PATH: Record<OidcScreenNextStep, string> = {
  login: '/oidc/login',
  signup: '/oidc/signup',
  selectAccount: '/oidc/select-account',
  consent: '/oidc/consent',
}

/** Records the site's signed-in member as the interaction's login and resumes it. */
const resumeAsMember = inInteraction(
  async ({ interaction }, request) => {
    const member = memberOf(request)
    if (!member) return seeOther('/oidc/login')
    const resume = await finishInteraction(interaction, {
      login: { accountId: member.account.id, remember: true },
    })
    return seeOther(resume)
  },
  (to) => seeOther(to),
)

/** The failure of a consent form post, shown once by the next consent screen data. */
const consentErrors = new Map<string, { code: 'INVALID_REQUEST'; message: string }>()

/** What went wrong, by type; the page itself asks to go back to the client and start again. */
const ERROR_DETAIL: Record<string, string> = {
  session_not_found: 'ログインの有効期限が切れました。',
  access_denied: 'アクセスが拒否されました。',
  invalid_request: 'リクエストが正しくありません。',
  invalid_client: '連携元のサービスを確認できませんでした。',
  invalid_redirect_uri: '連携元のサービスの設定に誤りがあります。',
}

/** Records the consent as a grant of the provider (and a connected app of the member). */
async function grantConsent(
  { interaction, client }: PendingInteraction,
  account: MemberAccount,
  granted: string[],
  rejected: string[],
): Promise<string> {
  const provider = await anyProvider()
  const grant =
    (interaction.grantId ? await provider.Grant.find(interaction.grantId) : undefined) ??
    new provider.Grant({ accountId: account.id, clientId: client.clientId })
  if (granted.length > 0) grant.addOIDCScope(granted.join(' '))
  if (rejected.length > 0) grant.rejectOIDCScope(rejected.join(' '))
  const details = interaction.prompt.details as { missingOIDCClaims?: string[] }
  if (details.missingOIDCClaims) grant.addOIDCClaims(details.missingOIDCClaims)
  const grantId = await grant.save()
  const scopes = scopesOf(client, granted.join(' '))
  const connection = {
    clientId: client.clientId,
    grantId,
    issuedAt: isoJst(mockBackend.now()),
    client: {
      client_name: client.display.clientName,
      client_name_ja: client.display.clientNameJa ?? null,
      logo_uri: client.display.logoUri ?? null,
      description: client.display.description ?? null,
      provider_name: client.display.providerName ?? null,
    },
    authorizedScopes: scopes.map(({ scopeName, scopeDescription }) => ({
      scopeName,
      scopeDescription: scopeDescription ?? null,
    })),
  }
  account.grants = [connection, ...account.grants.filter((g) => g.clientId !== client.clientId)]
  return grantId
}

const formList = (form: URLSearchParams, name: string) =>
  form
    .getAll(name)
    .flatMap((value) => value.split(' '))
    .filter(Boolean)

export const oidcHandlers = [
  http.get(
    route('/zapi/internal/oidc/screen-data'),
    inInteraction((pending, request) => {
      const step = nextStep(pending, memberOf(request)?.account)
      const body: OidcScreen = {
        redirectTo: STEP_PATH[step],
        client: pending.client.display,
        nextStep: step,
      }
      return ok(body)
    }),
  ),

  http.get(
    route('/zapi/internal/oidc/login/screen-data'),
    inInteraction(async (pending, request) => {
      if (memberOf(request)) return redirectTo('/oidc/select-account')
      return delegatedLoader('/zapi/internal/login/screen-data')({ request })
    }),
  ),
  http.get(
    route('/zapi/internal/oidc/login/code/screen-data'),
    delegatedLoader('/zapi/internal/login/code/screen-data'),
  ),
  http.get(
    route('/zapi/internal/oidc/login/multi-factor/screen-data'),
    delegatedLoader('/zapi/internal/login/multi-factor/screen-data'),
  ),
  http.get(
    route('/zapi/internal/oidc/login/multi-factor/:type/screen-data'),
    async ({ request, params }) =>
      delegatedLoader(`/zapi/internal/login/multi-factor/${String(params.type)}/screen-data`)({
        request,
      }),
  ),

  http.post(
    route('/oidc/login'),
    inInteraction(async ({ client }, request) => {
      const query = new URLSearchParams(new URL(request.url).search)
      query.set('returnTo', OIDC_RESUME)
      return forOidc(await delegate(request, `/login?${query}`), client)
    }),
  ),
  http.post(
    route('/zapi/oidc/login/passkey'),
    inInteraction(
      async ({ client }, request) =>
        forOidc(
          await delegate(
            request,
            `/zapi/login/passkey?returnTo=${encodeURIComponent(OIDC_RESUME)}`,
          ),
          client,
        ),
      (to) => redirectTo(to),
    ),
  ),
  http.post(route('/zapi/oidc/login/multi-factor/:type'), async ({ request, params }) =>
    forOidc(await delegate(request, `/zapi/login/multi-factor/${String(params.type)}`), undefined),
  ),
  http.post(
    route('/zapi/oidc/login/multi-factor/:type/re-send-code'),
    async ({ request, params }) =>
      forOidc(
        await delegate(request, `/zapi/login/multi-factor/${String(params.type)}/re-send-code`),
        undefined,
      ),
  ),

  http.get(route('/oidc/loginInteraction'), resumeAsMember),
  http.get(route('/oidc/selectAccountInteraction'), resumeAsMember),

  http.get(
    route('/zapi/internal/oidc/select-account/screen-data'),
    inInteraction(({ client }, request) => {
      const member = memberOf(request)
      if (!member) return redirectTo('/oidc/login')
      const body: OidcSelectAccountScreen = {
        client: client.display,
        account: accountSummary(member.account),
      }
      return ok(body)
    }),
  ),
  http.post(
    route('/oidc/selectAccount/form'),
    inInteraction(
      (_pending, request) =>
        seeOther(memberOf(request) ? '/oidc/selectAccountInteraction' : '/oidc/login'),
      (to) => seeOther(to),
    ),
  ),
  http.get(
    route('/oidc/selectAccount/form/switch'),
    inInteraction(
      (_pending, request) => seeOther('/oidc/login', { cookies: signOut(request) }),
      (to) => seeOther(to),
    ),
  ),

  http.get(
    route('/zapi/internal/oidc/consent/screen-data'),
    inInteraction((pending, request) => {
      const member = memberOf(request)
      if (!member || nextStep(pending, member.account) !== 'consent')
        return redirectTo('/oidc/login')
      const { interaction, client } = pending
      const consentError = consentErrors.get(interaction.uid) ?? null
      consentErrors.delete(interaction.uid)
      const body: OidcConsentScreen = {
        client: client.display,
        scopes: scopesOf(client, String(interaction.params.scope ?? 'openid')),
        account: accountSummary(member.account),
        consentError,
      }
      return ok(body)
    }),
  ),
  http.post(
    route('/oidc/consent/form'),
    inInteraction(
      async (pending, request) => {
        const member = memberOf(request)
        if (!member || nextStep(pending, member.account) !== 'consent')
          return seeOther('/oidc/login')
        const { interaction, client } = pending
        const form = new URLSearchParams(await request.text())
        const scopes = scopesOf(client, String(interaction.params.scope ?? 'openid'))
        const added = new Set(formList(form, 'addScope[]'))
        const missing = scopes.filter((scope) => scope.required && !added.has(scope.scopeKey))
        if (missing.length > 0) {
          consentErrors.set(interaction.uid, {
            code: 'INVALID_REQUEST',
            message: '必須の項目は許可してください。',
          })
          return seeOther('/oidc/consent')
        }
        const granted = scopes.filter((s) => added.has(s.scopeKey)).map((s) => s.scopeKey)
        const rejected = scopes.filter((s) => !added.has(s.scopeKey)).map((s) => s.scopeKey)
        const grantId = await grantConsent(pending, member.account, granted, rejected)
        return seeOther(await finishInteraction(interaction, { consent: { grantId } }))
      },
      (to) => seeOther(to),
    ),
  ),
  http.get(
    route('/oidc/consent/form/abort'),
    inInteraction(
      async ({ interaction }) =>
        seeOther(
          await finishInteraction(interaction, {
            error: 'access_denied',
            error_description: 'End-User aborted interaction',
          }),
        ),
      (to) => seeOther(to),
    ),
  ),

  http.get(
    route('/zapi/internal/oidc/signup/screen-data'),
    delegatedLoader('/zapi/internal/signup/screen-data'),
  ),
  http.get(
    route('/zapi/internal/oidc/signup/auth/screen-data'),
    inInteraction(async ({ client }, request) => {
      const query = `?returnTo=${encodeURIComponent(OIDC_RESUME)}`
      const auth = await forOidc(
        await delegate(request, `/zapi/internal/signup/auth/screen-data${query}`),
        client,
      )
      const methods = (await auth.clone().json()) as Record<string, unknown>
      if (!auth.ok || methods.redirectTo) return auth
      const email = (await (
        await delegate(request, `/zapi/internal/signup/email/screen-data${query}`)
      ).json()) as Record<string, unknown>
      const { store } = mockBackend.state
      return ok({
        ...methods,
        policies: email.policies,
        policyConsentData: email.policyConsentData,
        signup: { isEnabled: store.isSignupEnabled, ...store.signupTexts },
      })
    }),
  ),
  http.post(
    route('/zapi/oidc/signup/email'),
    inInteraction(async ({ client }, request) => {
      // The sign-up resumes the interaction once the account exists (continueTo of /signup/complete).
      const { session, cookies } = guestSession(request)
      if (session.signup) session.signup.returnTo = OIDC_RESUME
      else session.signup = newSignupFlow({ returnTo: OIDC_RESUME })
      const answer = await delegate(request, '/zapi/signup/email', `session_id=${session.id}`)
      const relayed = await forOidc(answer, client)
      const headers = new Headers(relayed.headers)
      for (const cookie of cookies) headers.append('Set-Cookie', cookie)
      return new Response(relayed.body, { status: relayed.status, headers })
    }),
  ),

  http.get(route('/zapi/internal/oidc/error/screen-data'), async ({ request }) => {
    const url = new URL(request.url)
    const status = Number(url.searchParams.get('status') ?? 500)
    const type = url.searchParams.get('type')
    if (
      !Number.isInteger(status) ||
      status < 400 ||
      status > 599 ||
      (type !== null && !/^[a-z0-9_]{1,64}$/.test(type))
    )
      return fail(400, 'VALIDATION_ERROR', '入力内容に誤りがあります。')
    const pending = await pendingInteraction(request)
    const client = pending?.client ?? findClient(url.searchParams.get('client_id'))
    const body: OidcErrorScreen = {
      status,
      type,
      detail: type ? (ERROR_DETAIL[type] ?? null) : null,
      isServerError: status === 500,
      client: client?.display ?? null,
      clientUri: client?.homepage ?? null,
    }
    return ok(body)
  }),
]
