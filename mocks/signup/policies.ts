import type { Policy, PolicyConsent } from '~generated/api/model'
import { mockBackend } from '../state/backend-state'

/** Every store policy agreed at its current revision. */
export function agreesToAll(consents: PolicyConsent[] | null | undefined): boolean {
  return mockBackend.state.store.policies.every((policy) =>
    (consents ?? []).some(
      (consent) => consent.policyId === policy.policyId && consent.revision === policy.revision,
    ),
  )
}

/** A consent naming an unknown policy or a revision that is not the current one. */
export function hasOutdatedConsent(consents: PolicyConsent[] | null | undefined): boolean {
  const { policies } = mockBackend.state.store
  return (consents ?? []).some(
    (consent) =>
      !policies.some(
        (policy) => policy.policyId === consent.policyId && policy.revision === consent.revision,
      ),
  )
}

/** The store's policies as a visitor who agreed to `consents` sees them. */
export function policiesFor(consents: PolicyConsent[]): Policy[] {
  return mockBackend.state.store.policies.map((policy) => ({
    ...policy,
    consentedRevision:
      consents.find((consent) => consent.policyId === policy.policyId)?.revision ?? null,
  }))
}
