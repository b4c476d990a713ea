import { http } from 'msw'
import type {
  PolicyConsent,
  SignupAuthScreenData,
  SignupCompleteScreenData,
  SignupConfirmScreenData,
  SignupEmailScreenData,
  SignupFormScreenData,
  SignupPinCodeScreenData,
  SignupPolicyScreenData,
  SignupRegistrationData,
} from '~generated/api/model'
import {
  fail,
  fieldError,
  flowError,
  invalid,
  noContent,
  ok,
  readBody,
  redirectTo,
  route,
  safeReturnTo,
  text,
} from '../http'
import { loginIdConflict } from '../auth/login-ids'
import { loginIdErrors } from '../profile-rules'
import { mockBackend } from '../state/backend-state'
import { consumePin, issuePin, latestPin, pinDisplayName, sentPinCodeSetting } from '../state/pins'
import { completeSignIn, findAccountByEmail, guestSession, sessionOf } from '../state/sessions'
import { newSignupFlow, readyForForm } from '../signup/flow'
import { agreesToAll, hasOutdatedConsent, policiesFor } from '../signup/policies'
import { checkRegistration, formValues, registerMember } from '../signup/registration'
import { stepBar } from '../signup/step-bar'
import { emailErrors, emailTaken, pinCodeErrors, pinRejected } from '../validation'
import { saleState } from '../views/plans'
import { browserOf } from './root'
import { visitor, type VisitorContext } from './context'

const FLOW_EXPIRED = 'お手続きの有効期限が切れました。はじめからやり直してください。'

/** A sign-up started in the provider flow resumes its interaction when done (handlers/oidc.ts). */
const OIDC_RESUME = '/oidc/loginInteraction'

const withReturnTo = (path: string, returnTo: string | null | undefined) => {
  if (returnTo === OIDC_RESUME && path === '/signup/auth') return '/oidc/signup/auth'
  return returnTo ? `${path}?returnTo=${encodeURIComponent(returnTo)}` : path
}

/** Every sign-up loader sends a signed-in member to /mypage. */
const signedIn = (context: VisitorContext) => context.account !== undefined

function policyStep({ url, session, account }: VisitorContext): Response {
  if (account) return redirectTo('/mypage')
  const returnTo = safeReturnTo(url.searchParams.get('returnTo'))
  if (!mockBackend.state.store.policiesInAdvance)
    return redirectTo(withReturnTo('/signup/auth', returnTo))
  const body: SignupPolicyScreenData = {
    policies: policiesFor(session?.signup?.policyConsents ?? []),
    stepBar: stepBar('policy'),
  }
  return ok(body)
}

/** With policies in advance, the later steps need them agreed first. */
const policiesPending = ({ session }: VisitorContext) =>
  mockBackend.state.store.policiesInAdvance && !agreesToAll(session?.signup?.policyConsents)

export const signupHandlers = [
  http.get(route('/zapi/internal/signup/screen-data'), visitor(policyStep)),
  http.get(route('/zapi/internal/signup/policy/screen-data'), visitor(policyStep)),

  http.post(route('/zapi/signup/policy'), async ({ request }) => {
    const body = await readBody(request)
    const consents = (
      Array.isArray(body.policyConsentData) ? body.policyConsentData : []
    ) as PolicyConsent[]
    if (hasOutdatedConsent(consents)) return fail(400, 'INVALID_REQUEST', 'エラーが発生しました。')
    if (!agreesToAll(consents))
      return invalid([fieldError('policyConsentData', 'VALIDATION_ERROR', '同意が必須です。')])
    const returnTo = safeReturnTo(text(body, 'returnTo')) ?? null
    const { session, cookies } = guestSession(request)
    session.signup = newSignupFlow({ returnTo, policyConsents: consents })
    return redirectTo(withReturnTo('/signup/auth', returnTo), { cookies })
  }),

  http.get(
    route('/zapi/internal/signup/auth/screen-data'),
    visitor((context) => {
      if (signedIn(context)) return redirectTo('/mypage')
      if (policiesPending(context)) return redirectTo('/signup/policy')
      const returnTo = safeReturnTo(context.url.searchParams.get('returnTo'))
      if (returnTo && context.session?.signup) context.session.signup.returnTo = returnTo
      const { status } = mockBackend.state.store
      const body: SignupAuthScreenData = {
        isEmailSignupEnabled: true,
        allowedExternalIdentityTypes: browserOf(context.request).isApp
          ? []
          : (status.allowedExternalIdentityTypes ?? []),
        stepBar: stepBar('email'),
      }
      return ok(body)
    }),
  ),

  http.get(
    route('/zapi/internal/signup/email/screen-data'),
    visitor((context) => {
      if (signedIn(context)) return redirectTo('/mypage')
      if (policiesPending(context)) return redirectTo('/signup/policy')
      const flow = context.session?.signup
      const body: SignupEmailScreenData = {
        email: flow?.email ?? null,
        policies: mockBackend.state.store.policiesInAdvance ? [] : policiesFor([]),
        policyConsentData: flow?.policyConsents ?? [],
        stepBar: stepBar('email'),
      }
      return ok(body)
    }),
  ),

  http.post(route('/zapi/signup/email'), async ({ request }) => {
    const body = await readBody(request)
    const email = text(body, 'email').trim()
    const errors = emailErrors(email)
    const given = (
      Array.isArray(body.policyConsentData) ? body.policyConsentData : []
    ) as PolicyConsent[]
    const earlier = sessionOf(request)?.signup
    const consents = agreesToAll(given) ? given : (earlier?.policyConsents ?? given)
    if (!agreesToAll(consents))
      errors.push(fieldError('policyConsentData', 'VALIDATION_ERROR', '同意が必須です。'))
    if (errors.length > 0) return invalid(errors)
    const existing = findAccountByEmail(email)
    if (existing?.password === null) {
      const message =
        'このメールアドレスは既に使用されています。別のメールアドレスを登録してください。'
      return fail(409, 'ACCOUNT_ALREADY_EXISTS_EXTERNAL_EMAIL', message, {
        errors: [fieldError('email', 'ACCOUNT_ALREADY_EXISTS_EXTERNAL_EMAIL', message)],
      })
    }
    if (existing) return emailTaken()
    const { session, cookies } = guestSession(request)
    session.signup = newSignupFlow({
      returnTo: earlier?.returnTo ?? null,
      policyConsents: consents,
      email,
    })
    issuePin('signUp', email)
    return redirectTo('/signup/pin-code', { cookies })
  }),

  http.get(
    route('/zapi/internal/signup/pin-code/screen-data'),
    visitor((context) => {
      if (signedIn(context)) return redirectTo('/mypage')
      const email = context.session?.signup?.email
      const pin = email ? latestPin('signUp', email) : undefined
      if (!email || !pin) return redirectTo('/signup/email')
      const body: SignupPinCodeScreenData = {
        email,
        pinCode: sentPinCodeSetting('signUp', pin),
        stepBar: stepBar('email'),
      }
      return ok(body)
    }),
  ),

  http.post(
    route('/zapi/signup/pin-code'),
    visitor(async ({ request, session }) => {
      const flow = session?.signup
      if (!flow?.email) return flowError('/signup', FLOW_EXPIRED)
      const pinCode = text(await readBody(request), 'pinCode').trim()
      const errors = pinCodeErrors(pinCode, pinDisplayName('signUp'))
      if (errors.length > 0) return invalid(errors)
      if (!consumePin('signUp', flow.email, pinCode)) return pinRejected()
      flow.emailVerified = true
      return redirectTo('/signup/form')
    }),
  ),

  http.get(
    route('/zapi/internal/signup/form/screen-data'),
    visitor((context) => {
      if (signedIn(context)) return redirectTo('/mypage')
      const flow = readyForForm(context.session)
      if (!flow) return redirectTo('/signup')
      const { store } = mockBackend.state
      const body: SignupFormScreenData = {
        signupMethod: flow.method,
        externalIdentityType: flow.externalType,
        email: flow.method === 'email' ? flow.email : null,
        socialEmail: flow.socialEmail,
        isPasswordRequired: flow.method === 'email',
        registrationSetting: store.registrationSetting,
        policies: agreesToAll(flow.policyConsents) ? [] : policiesFor([]),
        policyConsentData: flow.policyConsents ?? [],
        parentalConsentOptions: store.parentalConsentOptions,
        parentalConsentAge: 18,
        countries: store.registrationSetting.fields.country === 'NOT_USE' ? [] : store.countries,
        pinCode: sentPinCodeSetting('signUp', undefined),
        inputtedData: flow.confirmed,
        stepBar: stepBar('form', { external: flow.method === 'external' }),
      }
      return ok(body)
    }),
  ),

  http.get(
    route('/zapi/signup/login-id/verify'),
    visitor(({ url, session }) => {
      if (!readyForForm(session)) return flowError('/signup', FLOW_EXPIRED)
      const loginId = url.searchParams.get('loginId') ?? ''
      const errors = loginIdErrors(loginId)
      if (errors.length > 0) return invalid(errors)
      return loginIdConflict(loginId) ?? noContent()
    }),
  ),

  http.post(
    route('/zapi/signup/confirm'),
    visitor(async ({ request, session }) => {
      const flow = readyForForm(session)
      if (!flow) return flowError('/signup', FLOW_EXPIRED)
      const inputtedData = (await readBody(request)).inputtedData
      if (!inputtedData || typeof inputtedData !== 'object') {
        return invalid([
          fieldError('inputtedData', 'VALIDATION_ERROR', '入力内容に誤りがあります。'),
        ])
      }
      const data = inputtedData as SignupRegistrationData
      const problem = checkRegistration(data, flow, 'inputtedData.')
      if (problem) return problem
      flow.policyConsents = data.policyConsentData
      flow.accepted = data
      flow.confirmed = formValues(data)
      return redirectTo('/signup/confirm')
    }),
  ),

  http.get(
    route('/zapi/internal/signup/confirm/screen-data'),
    visitor((context) => {
      if (signedIn(context)) return redirectTo('/mypage')
      const flow = readyForForm(context.session)
      if (!flow?.confirmed) return redirectTo('/signup/form')
      const { store } = mockBackend.state
      const country = store.countries.find(
        (candidate) => candidate.code === flow.confirmed?.country,
      )
      const body: SignupConfirmScreenData = {
        inputtedData: flow.confirmed,
        registrationSetting: store.registrationSetting,
        parentalConsentOptions: store.parentalConsentOptions,
        countryName: country?.nameJa ?? null,
        policyConsentData: flow.policyConsents ?? [],
        isPasswordRequired: flow.method === 'email',
        stepBar: stepBar('form', { external: flow.method === 'external' }),
      }
      return ok(body)
    }),
  ),

  http.post(
    route('/zapi/signup'),
    visitor(async ({ request, session }) => {
      const flow = readyForForm(session)
      if (!flow?.accepted) return flowError('/signup', FLOW_EXPIRED)
      const data = (await readBody(request)) as unknown as SignupRegistrationData
      const problem = checkRegistration(data, flow)
      if (problem) return problem
      const account = registerMember(data, flow)
      const signedInSession = completeSignIn(request, account, { quiet: true })
      signedInSession.session.completed.signedUp = {
        email: account.email,
        continueTo: flow.returnTo ?? '/mypage',
        external: flow.method === 'external',
      }
      return redirectTo('/signup/complete', { cookies: signedInSession.cookies })
    }),
  ),

  http.get(
    route('/zapi/internal/signup/complete/screen-data'),
    visitor(({ request, session, account }) => {
      const signedUp = session?.completed.signedUp
      if (!signedUp || !account) return redirectTo(account ? '/mypage' : '/signup')
      const { status } = mockBackend.state.store
      const body: SignupCompleteScreenData = {
        email: signedUp.email,
        isPlanPurchaseOffered:
          status.isStorePaymentAvailable &&
          mockBackend.state.plans.some((plan) => saleState(plan) === 'onSale') &&
          !browserOf(request).isApp &&
          signedUp.continueTo !== OIDC_RESUME,
        continueTo: signedUp.continueTo,
        stepBar: stepBar('complete', { external: signedUp.external }),
      }
      return ok(body)
    }),
  ),
]
