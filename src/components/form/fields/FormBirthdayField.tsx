import { useLingui } from '@lingui/react/macro'
import type { FieldValues } from 'react-hook-form'
import { BIRTHDAY_INPUT_MAX_LENGTH, birthdayDigits, formatBirthday } from '~/lib/rules/birthday'
import { FormNormalizedField, type FormNormalizedFieldProps } from './FormNormalizedField'

export type FormBirthdayFieldProps<T extends FieldValues, TOut = T> = Omit<
  FormNormalizedFieldProps<T, TOut>,
  'normalize' | 'format'
>

/**
 * A birthday bound to the form, typed as digits and shown YYYY/MM/DD; the value is the YYYYMMDD
 * digits (spec 01 §5, 02 §5). Full-width digits and pasted dates with slashes or hyphens are
 * accepted.
 */
export function FormBirthdayField<T extends FieldValues, TOut = T>(
  props: FormBirthdayFieldProps<T, TOut>,
) {
  const { t } = useLingui()
  return (
    <FormNormalizedField
      placeholder={t`例：1990/04/15`}
      inputMode="numeric"
      autoComplete="bday"
      maxLength={BIRTHDAY_INPUT_MAX_LENGTH}
      {...props}
      normalize={birthdayDigits}
      format={formatBirthday}
    />
  )
}
