import { useLingui } from '@lingui/react'
import {
  useController,
  type Control,
  type FieldPathByValue,
  type FieldValues,
} from 'react-hook-form'
import { translateMessage } from '~/lib/forms/messages'
import { PIN_CODE_MAX_LENGTH } from '~/lib/rules/codes'
import { CodeField, type CodeFieldProps } from './CodeField'

export interface CodeEntryFieldProps<
  TFieldValues extends FieldValues,
  TTransformedValues = TFieldValues,
> extends Omit<
  CodeFieldProps,
  'value' | 'onChange' | 'onBlur' | 'name' | 'ref' | 'disabled' | 'error' | 'maxLength'
> {
  control: Control<TFieldValues, unknown, TTransformedValues>
  name: FieldPathByValue<TFieldValues, string>
}

/**
 * The e-mailed code (PIN) of a react-hook-form form: a CodeField of the PIN's length bound to the
 * field, showing the field's error translated.
 */
export function CodeEntryField<
  TFieldValues extends FieldValues,
  TTransformedValues = TFieldValues,
>({ control, name, ...rest }: CodeEntryFieldProps<TFieldValues, TTransformedValues>) {
  const { i18n } = useLingui()
  const { field, fieldState } = useController({ control, name })
  return (
    <CodeField
      {...field}
      {...rest}
      maxLength={PIN_CODE_MAX_LENGTH}
      error={translateMessage(i18n, fieldState.error?.message)}
    />
  )
}
