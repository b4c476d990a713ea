import { deferUntilInteraction } from '~/components/form/defer-until-interaction'
import { policyReadOnSight } from '~/components/policy/policy-read-on-sight'
import type { PolicyStepProps } from './PolicyStep'

/**
 * The policy step of the sign-up (/signup, /signup/policy) and of the provider's sign-up
 * (/oidc/signup): its code loads when the visitor first uses it (decision 0020), or at once when
 * a policy needs no scrolling (read on sight).
 */
export const DeferredPolicyStep = deferUntilInteraction<PolicyStepProps>(
  () => import('./PolicyStep').then((module) => module.PolicyStep),
  { alreadyUsed: policyReadOnSight },
)
