import { useRef, useState, type BaseSyntheticEvent } from 'react'
import { flushSync } from 'react-dom'
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form'
import type { ScreenEnvelope } from '~generated/api/model'
import { useFollowAnswer, type FollowAnswerOptions } from '~/lib/api/follow-answer'
import { useCodeRejection } from './use-code-rejection'
import {
  useFormFailure,
  type FailureMessages,
  type FormFailure,
  type ServerFieldMap,
} from './use-form-failure'

export interface FormSubmitOptions<
  TInput extends FieldValues,
  TOutput,
  TAnswer,
> extends FollowAnswerOptions {
  /** The fields a failure's field errors are put on; the others make the form-level message. */
  fields?: readonly FieldPath<TInput>[]
  /**
   * For a form whose fields are not named as the body's: the field a failure's field error goes
   * on (instead of `fields`).
   */
  fieldOf?: ServerFieldMap<TInput>
  /** The site's own wording of failure codes the spec words exactly. */
  messages?: FailureMessages
  /**
   * The code field of a code-entry form: a code the server refuses gets '認証に失敗しました。'
   * there, and the submit button waits until another code is typed (`codeRejected`).
   */
  codeField?: FieldPath<TInput>
  /** What the page does with an answer that did not stop the flow, once it is followed. */
  onSuccess?: (answer: TAnswer, values: TOutput) => void
  /** Told of every failure shown on the form (after it is shown), not of one the notice shows. */
  onFailure?: (error: unknown) => void
}

export interface FormSubmission {
  /** The form's onSubmit: validates, then sends (never twice at once). */
  submit: (event?: BaseSyntheticEvent) => Promise<void>
  /** The form-level failure (FormShell `failure`), null when there is none. */
  failure: FormFailure | null
  /** Sending, or the page is being loaded anew (SubmitButton `pending`). */
  pending: boolean
  /** After a 429: when a retry is accepted (SubmitButton `retryAt`). */
  retryAt: number | null
  /** The typed code is the one the server just refused (disable the submit button). */
  codeRejected: boolean
}

/**
 * The submission of a form, the same on every form: the schema's values go to `send` (the
 * call), its answer is followed (followAnswer: flow-error notice, or `redirectTo` / `next`; every
 * page's screen data then reloads when next shown), and a failure is shown by useFormFailure
 * (fields, form-level message and code, 429 wait, restart notice) — or, for a code-entry form,
 * on its code field. A new form is a schema, bound fields in a FormShell, and this hook.
 */
export function useFormSubmit<
  TInput extends FieldValues,
  TOutput,
  TAnswer extends ScreenEnvelope | undefined,
>(
  form: UseFormReturn<TInput, unknown, TOutput>,
  send: (values: TOutput) => Promise<TAnswer>,
  {
    fields = [],
    fieldOf,
    messages,
    codeField,
    next,
    fullLoad,
    onSuccess,
    onFailure,
  }: FormSubmitOptions<TInput, TOutput, TAnswer> = {},
): FormSubmission {
  const { failure, retryAt, report, clear } = useFormFailure(
    form.setError,
    fields,
    messages,
    fieldOf,
  )
  const rejection = useCodeRejection(form, codeField)
  const follow = useFollowAnswer()
  const [unloading, setUnloading] = useState(false)
  // From the submit until the answer is followed (a second submit, even by script, is dropped).
  const busy = useRef(false)

  const sendValues = form.handleSubmit(async (values) => {
    // The last failure goes before the call: one that comes back the same is shown (and brought
    // into view: FormAlert) anew.
    flushSync(clear)
    try {
      const answer = await send(values)
      const followed = await follow(answer, { next, fullLoad })
      if (followed === 'notice') return
      onSuccess?.(answer, values)
      // A full load takes a moment to replace the page: the button stays busy meanwhile.
      if (followed === 'unloading') setUnloading(true)
    } catch (error) {
      if (rejection.refuses(error, values)) return
      if (report(error) === 'form') onFailure?.(error)
    }
  })

  const submit = async (event?: BaseSyntheticEvent) => {
    if (busy.current || unloading) {
      event?.preventDefault()
      return
    }
    busy.current = true
    try {
      await sendValues(event)
    } finally {
      busy.current = false
    }
  }

  return {
    submit,
    failure,
    retryAt,
    pending: form.formState.isSubmitting || unloading,
    codeRejected: rejection.isTypedCodeRejected,
  }
}
