import { SECRET_INPUTS, type SecretInput, type SignupFormInput } from './rules/form-input'

/**
 * What the sign-up keeps in the tab's session storage so Back, a reload or a restart never lose
 * the visitor's typing: the form's values without the password, its confirmation and the PIN
 * (never in client storage), and the e-mail of the e-mail step.
 */
export type FormDraft = Omit<SignupFormInput, SecretInput>

const FORM_KEY = 'signup.form-draft'
const EMAIL_KEY = 'signup.email'

function sessionStore(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage
  } catch {
    return undefined // storage disabled (private mode, policies): the draft is just not kept
  }
}

function write(key: string, value: string) {
  try {
    sessionStore()?.setItem(key, value)
  } catch {
    // quota or disabled storage: keeping the draft is a convenience, not a requirement
  }
}

/** The values that may be stored: every input but the secret ones. */
export function toDraft(input: SignupFormInput): FormDraft {
  const draft: Partial<SignupFormInput> = { ...input }
  for (const secret of SECRET_INPUTS) delete draft[secret]
  return draft as FormDraft
}

/** A stored draft of this sign-up (`scope`) laid over `base`, if it fits the form's shape. */
export function mergeDraft(base: SignupFormInput, stored: unknown, scope: string): SignupFormInput {
  if (!stored || typeof stored !== 'object') return base
  const { scope: storedScope, draft } = stored as { scope?: unknown; draft?: unknown }
  if (storedScope !== scope || !draft || typeof draft !== 'object') return base
  const merged: SignupFormInput = { ...base }
  for (const [key, value] of Object.entries(draft)) {
    if (!(key in base) || (SECRET_INPUTS as readonly string[]).includes(key)) continue
    const current = base[key as keyof SignupFormInput]
    const fits = Array.isArray(current)
      ? Array.isArray(value) && value.length === current.length
      : typeof value === typeof current
    if (fits) Object.assign(merged, { [key]: value })
  }
  return merged
}

export function saveFormDraft(scope: string, input: SignupFormInput) {
  write(FORM_KEY, JSON.stringify({ scope, draft: toDraft(input) }))
}

export function restoreFormDraft(base: SignupFormInput, scope: string): SignupFormInput {
  try {
    return mergeDraft(base, JSON.parse(sessionStore()?.getItem(FORM_KEY) ?? 'null'), scope)
  } catch {
    return base
  }
}

export function rememberEmail(email: string) {
  write(EMAIL_KEY, email)
}

export function rememberedEmail(): string | null {
  return sessionStore()?.getItem(EMAIL_KEY) ?? null
}

/** After registering: nothing of the sign-up stays in the tab. */
export function forgetSignupDrafts() {
  sessionStore()?.removeItem(FORM_KEY)
  sessionStore()?.removeItem(EMAIL_KEY)
}
