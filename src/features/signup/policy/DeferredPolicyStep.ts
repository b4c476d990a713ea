import { lazyForm } from '~/components/before-hydration/lazy-form'
import type { PolicyStepProps } from './PolicyStep'

/**
 * The policy step of the sign-up (/signup, /signup/policy) and of the provider's sign-up
 * (/oidc/signup): its code loads with the page (decision 0025).
 */
export const DeferredPolicyStep = lazyForm<PolicyStepProps>(() =>
  import('./PolicyStep').then((module) => module.PolicyStep),
)
