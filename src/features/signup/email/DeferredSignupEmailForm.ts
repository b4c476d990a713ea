import { deferUntilInteraction } from '~/components/form/defer-until-interaction'
import { policyReadOnSight } from '~/components/policy/policy-read-on-sight'
import type { SignupEmailFormProps } from './SignupEmailForm'

/**
 * The e-mail form of the sign-up (/signup/email) and of the provider's sign-up
 * (/oidc/signup/auth): its code loads when the visitor first uses it (decision 0020), or at once
 * when a policy it shows needs no scrolling (read on sight).
 */
export const DeferredSignupEmailForm = deferUntilInteraction<SignupEmailFormProps>(
  () => import('./SignupEmailForm').then((module) => module.SignupEmailForm),
  { alreadyUsed: policyReadOnSight },
)
