import { readSession } from '~/lib/browser/session-draft'

/** The attribute of a form whose typing is kept as a draft: the draft's key (useSessionDraft). */
export const DRAFT_KEY_ATTRIBUTE = 'data-draft-key'

/**
 * deferUntilInteraction's `alreadyUsed` for a form that keeps a draft: this tab keeps one to
 * restore (a reload, Back, a detour), so its code loads at once.
 */
export function hasSessionDraft(form: HTMLFormElement): boolean {
  const key = form.getAttribute(DRAFT_KEY_ATTRIBUTE)
  return key !== null && readSession(key) !== null
}
