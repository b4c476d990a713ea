import { useEffect } from 'react'
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form'
import { redirectOfFailure } from '~/lib/api/api-error'
import { forgetSession, readSession, writeSession } from '~/lib/browser/session-draft'

/**
 * The values a member typed on a sensitive page whose call was refused because re-authentication
 * was due (a 401 whose redirectTo is /mypage/reauthorize): kept in the tab (sessionStorage) for the
 * page to put back once the member returns from the re-authentication. Only what the page names
 * is kept: never a password or a PIN.
 */
const STORAGE_KEY = 'mypage.reauth-draft'

interface Draft {
  page: string
  values: Record<string, string>
}

const REAUTHORIZE_PATH = '/mypage/reauthorize'

/** The failure sends the member to the re-authentication (and back to the page afterwards). */
export function isReauthenticationDetour(error: unknown): boolean {
  const to = redirectOfFailure(error)
  return to !== undefined && (to === REAUTHORIZE_PATH || to.startsWith(`${REAUTHORIZE_PATH}?`))
}

export function keepDraft(page: string, values: Record<string, string>): void {
  const draft: Draft = { page, values }
  // Storage full or refused: nothing is kept, and the member types again, as without this.
  writeSession(STORAGE_KEY, JSON.stringify(draft))
}

/** The draft kept for `page`, once: it is dropped as it is read (and a draft of another page too). */
export function takeDraft(page: string): Record<string, string> | undefined {
  const raw = readSession(STORAGE_KEY)
  if (!raw) return undefined
  forgetSession(STORAGE_KEY)
  try {
    const draft = JSON.parse(raw) as Partial<Draft>
    if (draft.page !== page || typeof draft.values !== 'object' || draft.values === null) {
      return undefined
    }
    return Object.fromEntries(
      Object.entries(draft.values).filter(([, value]) => typeof value === 'string'),
    )
  } catch {
    return undefined
  }
}

/**
 * `send`, keeping `keep(values)` for `page` when its failure is the re-authentication detour; the
 * failure itself goes on (the flow-error notice links to the re-authentication).
 */
export function keepingDraftOnDetour<TValues, TAnswer>(
  page: string,
  send: (values: TValues) => Promise<TAnswer>,
  keep: (values: TValues) => Record<string, string>,
): (values: TValues) => Promise<TAnswer> {
  return async (values) => {
    try {
      return await send(values)
    } catch (error) {
      if (isReauthenticationDetour(error)) keepDraft(page, keep(values))
      throw error
    }
  }
}

/** Puts back, once the page runs in the browser, the values kept for it before a detour. */
export function useRestoredDraft<T extends FieldValues, TOut>(
  form: UseFormReturn<T, unknown, TOut>,
  page: string,
  fields: readonly Path<T>[],
): void {
  useEffect(() => {
    const draft = takeDraft(page)
    if (!draft) return
    for (const field of fields) {
      const value = draft[field]
      if (value !== undefined) {
        form.setValue(field, value as PathValue<T, Path<T>>, { shouldDirty: true })
      }
    }
    // Once, on arrival: the fields are fixed for a page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
}
