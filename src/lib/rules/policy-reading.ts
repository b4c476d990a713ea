import { msg } from '@lingui/core/macro'
import type { Policy, PolicyConsent } from '~generated/api/model'

/** Spec 01 §5: the policies must be agreed (sign-up and re-consent alike). */
export const POLICY_REQUIRED = msg`同意が必須です。`

/** Spec 01 §4, §9 and 02 §4: a policy box counts as read within 15 px of its bottom. */
export const POLICY_READ_THRESHOLD_PX = 15

export interface ScrollPosition {
  scrollTop: number
  clientHeight: number
  scrollHeight: number
}

/** Scrolled to within 15 px of the bottom — also true for a box that needs no scrolling. */
export function isScrolledToEnd({
  scrollTop,
  clientHeight,
  scrollHeight,
}: ScrollPosition): boolean {
  return scrollHeight - scrollTop - clientHeight <= POLICY_READ_THRESHOLD_PX
}

/** Consented earlier at the revision shown now: nothing to read or tick again. */
export function isConsentedAtCurrentRevision(policy: Policy): boolean {
  return policy.consentedRevision === policy.revision
}

/**
 * Per policy id, whether it is done: a non-external policy once read, an external one once its
 * box is ticked. Starts with the policies already consented at their current revision.
 */
export type PolicyProgress = Record<string, boolean>

export function initialPolicyProgress(policies: readonly Policy[]): PolicyProgress {
  return Object.fromEntries(
    policies.map((policy) => [policy.policyId, isConsentedAtCurrentRevision(policy)]),
  )
}

export function allPoliciesDone(policies: readonly Policy[], progress: PolicyProgress): boolean {
  return policies.every((policy) => progress[policy.policyId] === true)
}

/**
 * Every non-external policy is read (spec 01 §4): what a sign-up form's next button waits for.
 * The external ones are agreed by their checkbox, which the form's schema asks for.
 */
export function allPoliciesRead(policies: readonly Policy[], progress: PolicyProgress): boolean {
  return policies.every((policy) => policy.isExternal || progress[policy.policyId] === true)
}

/** The consent records sent with the step: one per policy, at the revision shown. */
export function toPolicyConsentData(policies: readonly Policy[]): PolicyConsent[] {
  return policies.map(({ policyId, revision, key }) => ({ policyId, revision, key }))
}
