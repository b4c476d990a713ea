import { http } from 'msw'
import type { ConsentType, MypageConsentScreenData, PolicyConsent } from '~generated/api/model'
import {
  fail,
  fieldError,
  invalid,
  notFound,
  ok,
  readBody,
  redirectTo,
  route,
  safeReturnTo,
  text,
} from '../http'
import type { MemberAccount, MockState } from '../state/types'
import { completion } from './completion'
import { member } from './context'

const CONSENT_TYPES: ConsentType[] = ['newsletter', 'privacy']

const isEnabled = (state: MockState, type: ConsentType) =>
  type === 'newsletter'
    ? state.store.status.isNewsletterEnabled === true
    : state.store.status.isPrivacyManagementEnabled === true

function privacyPolicyLink(state: MockState) {
  const policy = state.store.policies.find((candidate) => candidate.key === 'privacy')
  return policy?.isExternal && policy.dataSource
    ? { url: policy.dataSource, isExternal: true }
    : { url: '/privacy', isExternal: false }
}

/** The store's policies whose current revision the member has not agreed to. */
function policiesToReconsent(state: MockState, account: MemberAccount) {
  return state.store.policies
    .map((policy) => ({
      ...policy,
      consentedRevision:
        account.policyConsents.find((consent) => consent.policyId === policy.policyId)?.revision ??
        null,
    }))
    .filter((policy) => policy.consentedRevision !== policy.revision)
}

/** Newsletter and privacy consents, policy re-consent and the TV-profile PIN (spec 02 §2, §4). */
export const mypagePrivacyHandlers = [
  http.get(
    route('/zapi/internal/mypage/consent/screen-data'),
    member(({ url, state, account }) => {
      const type = CONSENT_TYPES.find(
        (candidate) => candidate === (url.searchParams.get('type') ?? 'newsletter'),
      )
      if (!type)
        return invalid([
          fieldError('type', 'VALIDATION_ERROR', 'type は newsletter か privacy です。'),
        ])
      if (!isEnabled(state, type)) return redirectTo('/mypage')
      const body: MypageConsentScreenData = {
        type,
        consents: account.consents[type],
        privacyPolicy: type === 'privacy' ? privacyPolicyLink(state) : null,
      }
      return ok(body)
    }),
  ),

  http.post(
    route('/zapi/account/consent'),
    member(async ({ request, state, account }) => {
      const body = await readBody(request)
      if (typeof body.value !== 'boolean')
        return invalid([fieldError('value', 'VALIDATION_ERROR', '値が正しくありません。')])
      const type = CONSENT_TYPES.find((candidate) =>
        account.consents[candidate].some(
          (consent) => consent.consentOptionId === text(body, 'consentOptionId'),
        ),
      )
      const consent =
        type &&
        account.consents[type].find(
          (candidate) => candidate.consentOptionId === text(body, 'consentOptionId'),
        )
      if (!type || !consent || consent.key !== text(body, 'key') || !isEnabled(state, type))
        return notFound('この設定項目は存在しません。')
      consent.value = body.value
      return ok({ consent })
    }),
  ),

  http.get(
    route('/zapi/internal/mypage/re-consent/screen-data'),
    member(({ url, state, account }) => {
      const policies = policiesToReconsent(state, account)
      if (policies.length === 0)
        return redirectTo(safeReturnTo(url.searchParams.get('returnTo')) ?? '/mypage')
      return ok({ policies })
    }),
  ),

  http.post(
    route('/zapi/account/policy/re-consent'),
    member(async ({ request, state, account }) => {
      const body = await readBody(request)
      const consents = (
        Array.isArray(body.policyConsentData) ? body.policyConsentData : []
      ) as PolicyConsent[]
      const current = (consent: PolicyConsent) =>
        state.store.policies.some(
          (policy) => policy.policyId === consent.policyId && policy.revision === consent.revision,
        )
      if (!consents.every(current))
        return fail(
          409,
          'INVALID_REQUEST',
          '規約が更新されました。最新の規約に再度同意してください。',
        )
      const missing = policiesToReconsent(state, account).filter(
        (policy) => !consents.some((consent) => consent.policyId === policy.policyId),
      )
      if (missing.length > 0)
        return invalid([fieldError('policyConsentData', 'VALIDATION_ERROR', '同意が必須です。')])
      account.policyConsents = [
        ...account.policyConsents.filter(
          (kept) => !consents.some((consent) => consent.policyId === kept.policyId),
        ),
        ...consents,
      ]
      return ok({})
    }),
  ),

  http.get(
    route('/zapi/internal/mypage/pin-code/screen-data'),
    member(({ state, account }) => {
      if (!state.store.status.isPinCodeEnabled) return redirectTo('/mypage')
      return ok({ isPinCodeSet: account.tvPinCode !== null })
    }),
  ),

  http.post(
    route('/zapi/account/pinCode/set'),
    member(async ({ request, state, account }) => {
      if (!state.store.status.isPinCodeEnabled)
        return fail(403, 'FORBIDDEN', 'PINコードはご利用いただけません。')
      const pinCode = text(await readBody(request), 'pinCode')
      if (!/^[0-9]*$/.test(pinCode))
        return invalid([
          fieldError(
            'pinCode',
            'VALIDATION_ERROR',
            'PINコードに使用できない文字が含まれています。',
          ),
        ])
      if (pinCode.length !== 4)
        return invalid([
          fieldError('pinCode', 'VALIDATION_ERROR', '4桁のPINコードを入力してください。'),
        ])
      account.tvPinCode = pinCode
      return redirectTo('/mypage/pin-code/complete')
    }),
  ),

  http.get(route('/zapi/internal/mypage/pin-code/complete/screen-data'), completion('/mypage')),
]
