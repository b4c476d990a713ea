import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react'
import { useRef } from 'react'
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form'
import { isApiError } from '~/lib/api/api-error'

export interface LoginIdCheckOptions {
  /** The typed ID breaks the field's own rules: the form's validation says which, no call is made. */
  breaksRules: (loginId: string) => boolean
  /** The availability call: resolves when the ID is free, fails with the ApiError when it is not. */
  verify: (loginId: string) => Promise<unknown>
  /** The codes of a taken ID (someone else's, or one the store keeps) and what each says. */
  taken: Partial<Record<string, MessageDescriptor>>
}

/**
 * The availability check of a login ID field as it is left (spec 01 §5 sign-up, 02 §5 My Page):
 * an ID that breaks the rules shows their message without asking; a taken one the flow's
 * message on the field. An answer that comes after the visitor typed on is dropped; a check that
 * fails otherwise says nothing (the form's own call checks again) and is asked again next time.
 */
export function useLoginIdCheck<T extends FieldValues, TOut>(
  form: UseFormReturn<T, unknown, TOut>,
  field: FieldPath<T>,
  { breaksRules, verify, taken }: LoginIdCheckOptions,
) {
  const { i18n } = useLingui()
  const lastChecked = useRef<string | null>(null)
  const typed = () => String(form.getValues(field) ?? '').trim()

  return async function checkOnBlur() {
    const loginId = typed()
    if (loginId === '' || loginId === lastChecked.current) return
    if (breaksRules(loginId)) {
      await form.trigger(field)
      return
    }
    lastChecked.current = loginId
    form.clearErrors(field)
    try {
      await verify(loginId)
    } catch (error) {
      if (typed() !== loginId || !isApiError(error)) return
      const message = taken[error.code]
      if (message) {
        form.setError(field, { type: 'server', message: i18n._(message) })
      } else if (error.status === 400 && error.fieldErrors[0]) {
        form.setError(field, { type: 'server', message: error.fieldErrors[0].message })
      } else {
        // Not known to be free: asked again on the next blur.
        lastChecked.current = null
      }
    }
  }
}
