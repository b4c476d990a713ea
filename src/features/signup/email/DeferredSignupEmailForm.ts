import { lazyForm } from '~/components/before-hydration/lazy-form'
import type { SignupEmailFormProps } from './SignupEmailForm'

/**
 * The e-mail form of the sign-up (/signup/email) and of the provider's sign-up
 * (/oidc/signup/auth): its code loads with the page (decision 0025).
 */
export const DeferredSignupEmailForm = lazyForm<SignupEmailFormProps>(() =>
  import('./SignupEmailForm').then((module) => module.SignupEmailForm),
)
