import { deferUntilInteraction } from '~/components/form/defer-until-interaction'
import type { SignupEmailFormProps } from './SignupEmailForm'

/**
 * The e-mail form of the sign-up (/signup/email) and of the provider's sign-up
 * (/oidc/signup/auth): its code loads when the visitor first uses it (decision 0020).
 */
export const DeferredSignupEmailForm = deferUntilInteraction<SignupEmailFormProps>(() =>
  import('./SignupEmailForm').then((module) => module.SignupEmailForm),
)
