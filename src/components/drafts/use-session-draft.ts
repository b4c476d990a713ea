import { useEffect } from 'react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'
import { readSession, restoreDraft, saveDraft } from '~/lib/browser/session-draft'

const asDraft = (values: object) => values

export interface SessionDraftOptions<T> {
  /** What of the values is kept (never a secret); all of them by default. */
  toDraft?: (values: T) => object
  /** The fields that are lists of the options chosen (checkboxes): kept whatever their length. */
  lists?: readonly string[]
}

const NO_LISTS: readonly string[] = []

/**
 * restoreDraft, where a list of the options chosen fits whatever its length: the draft is laid
 * over the values with its own lists (restoreDraft takes arrays of the base's length only).
 */
function restoreWithLists<T extends object>(
  key: string,
  base: T,
  scope: string,
  lists: readonly string[],
): T {
  let draft: Record<string, unknown> = {}
  try {
    const stored = JSON.parse(readSession(key) ?? 'null') as { draft?: typeof draft } | null
    draft = stored?.draft ?? {}
  } catch {
    // not a draft: restoreDraft ignores it
  }
  const sized = { ...base }
  for (const name of lists) {
    if (name in base && Array.isArray(draft[name])) Object.assign(sized, { [name]: draft[name] })
  }
  const restored = restoreDraft(key, sized, scope)
  return restored === sized ? base : restored
}

/**
 * Keeps what is typed in a form, not sent yet, in the tab's session storage under `key`, so that a
 * reload, Back or a detour (registering a payment method) never loses it; the page forgets it
 * (forgetSession) once sent. The draft belongs to `scope` (the values the form started from):
 * another scope's is ignored (SessionDraftOptions: what is kept). Browser only, after
 * hydration; what was typed before the form's code ran is kept as any typing.
 */
export function useSessionDraft<T extends FieldValues, TOut>(
  form: UseFormReturn<T, unknown, TOut>,
  key: string,
  scope: string,
  { toDraft = asDraft, lists = NO_LISTS }: SessionDraftOptions<T> = {},
): void {
  useEffect(() => {
    const values = form.getValues()
    const restored = restoreWithLists(key, values, scope, lists)
    if (restored !== values) {
      // Over the values the form started from, as the member's changes: a fresh copy of those
      // (`values` of useForm) leaves them, and the validity follows them.
      form.reset(restored, { keepDefaultValues: true })
      form.control._setValid()
    } else if (JSON.stringify(values) !== JSON.stringify(form.formState.defaultValues)) {
      saveDraft(key, scope, toDraft(values))
    }
    return form.subscribe({
      formState: { values: true },
      callback: ({ values }) => saveDraft(key, scope, toDraft(values)),
    })
  }, [form, key, scope, toDraft, lists])
}
