import { useWatch, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form'
import { useCodeRejection } from './use-code-rejection'
import { useFormFailure } from './use-form-failure'

/**
 * The submit of a code-entry form (PIN, e-mailed code, second factor): sends the values; a code
 * the server refuses stays on its field with '認証に失敗しました。' and keeps the button disabled
 * until it changes (useCodeRejection); any other failure is shown by useFormFailure.
 */
export function useCodeSubmit<TInput extends FieldValues, TOutput extends FieldValues>(
  form: UseFormReturn<TInput, unknown, TOutput>,
  codeField: FieldPath<TInput> & keyof TOutput,
  failureFields: readonly FieldPath<TInput>[],
  send: (values: TOutput) => Promise<void>,
) {
  const { failure, retryAt, report } = useFormFailure(form.setError, failureFields)
  const rejection = useCodeRejection(form.setError, codeField)
  const typedCode: unknown = useWatch({ control: form.control, name: codeField })

  const submit = form.handleSubmit(async (values) => {
    try {
      await send(values)
    } catch (error) {
      if (!rejection.refuses(error, String(values[codeField]))) report(error)
    }
  })

  return {
    submit,
    failure,
    retryAt,
    /** The typed code is the one the server just refused: the submit button waits. */
    codeRejected: typeof typedCode === 'string' && rejection.isRejected(typedCode),
  }
}
