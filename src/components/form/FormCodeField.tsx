import type { FieldValues } from 'react-hook-form'
import { PIN_CODE_MAX_LENGTH } from '~/lib/rules/codes'
import { CodeField, type CodeFieldProps } from '../code-entry/CodeField'
import { labelled, useTypedField, type Bound, type BoundFieldProps } from './bound-field'

export type FormCodeFieldProps<T extends FieldValues, TOut = T> = BoundFieldProps<T, TOut, string> &
  Omit<CodeFieldProps, Bound>

/**
 * A code bound to the form (CodeField: one-time-code autofill, normalised once an IME is done);
 * as long as an e-mailed PIN unless `maxLength` says otherwise.
 */
export function FormCodeField<T extends FieldValues, TOut = T>({
  control,
  name,
  label,
  requirement,
  maxLength = PIN_CODE_MAX_LENGTH,
  ...input
}: FormCodeFieldProps<T, TOut>) {
  const { field, error } = useTypedField({ control, name })
  return (
    <CodeField
      {...input}
      {...field}
      {...labelled(label, requirement)}
      maxLength={maxLength}
      error={error}
    />
  )
}
