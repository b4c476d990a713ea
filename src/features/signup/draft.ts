import {
  forgetSession,
  mergeDraft as mergeStoredDraft,
  readSession,
  restoreDraft,
  saveDraft,
  writeSession,
} from '~/lib/browser/session-draft'
import { SECRET_INPUTS, type SecretInput, type SignupFormInput } from './rules/form-input'

/**
 * What the sign-up keeps in the tab's session storage so Back, a reload or a restart never lose
 * the visitor's typing: the form's values without the password, its confirmation and the PIN
 * (never in client storage), and the e-mail of the e-mail step.
 */
export type FormDraft = Omit<SignupFormInput, SecretInput>

const FORM_KEY = 'signup.form-draft'
const EMAIL_KEY = 'signup.email'

/** The values that may be stored: every input but the secret ones. */
export function toDraft(input: SignupFormInput): FormDraft {
  const draft: Partial<SignupFormInput> = { ...input }
  for (const secret of SECRET_INPUTS) delete draft[secret]
  return draft as FormDraft
}

/** A stored draft of this sign-up (`scope`) laid over `base`, if it fits the form's shape. */
export const mergeDraft = (base: SignupFormInput, stored: unknown, scope: string) =>
  mergeStoredDraft(base, stored, scope, SECRET_INPUTS)

export function saveFormDraft(scope: string, input: SignupFormInput) {
  saveDraft(FORM_KEY, scope, toDraft(input))
}

export function restoreFormDraft(base: SignupFormInput, scope: string): SignupFormInput {
  return restoreDraft(FORM_KEY, base, scope, SECRET_INPUTS)
}

export function rememberEmail(email: string) {
  writeSession(EMAIL_KEY, email)
}

export function rememberedEmail(): string | null {
  return readSession(EMAIL_KEY)
}

/** After registering: nothing of the sign-up stays in the tab. */
export function forgetSignupDrafts() {
  forgetSession(FORM_KEY)
  forgetSession(EMAIL_KEY)
}
