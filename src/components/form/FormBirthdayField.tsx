import { useLingui } from '@lingui/react/macro'
import type { FieldValues } from 'react-hook-form'
import {
  BIRTHDAY_INPUT_MAX_LENGTH,
  birthdayDigits,
  clampBirthdayDigits,
  formatBirthday,
} from '~/lib/rules/birthday'
import { FormNormalizedField, type FormNormalizedFieldProps } from './FormNormalizedField'

export type FormBirthdayFieldProps<T extends FieldValues, TOut = T> = Omit<
  FormNormalizedFieldProps<T, TOut>,
  'normalize' | 'format'
> & {
  /**
   * Correct each part as it is completed against this day (My Page, spec 02 §5): year to
   * 1900..this year, month and day to the calendar, no date after it. Without it the digits stay
   * as typed and only the form's rule judges them (sign-up).
   */
  clampTo?: Date
}

/**
 * A birthday bound to the form, typed as digits and shown YYYY/MM/DD; the value is the YYYYMMDD
 * digits (spec 01 §5, 02 §5). Full-width digits and pasted dates with slashes or hyphens are
 * accepted.
 */
export function FormBirthdayField<T extends FieldValues, TOut = T>({
  clampTo,
  ...props
}: FormBirthdayFieldProps<T, TOut>) {
  const { t } = useLingui()
  return (
    <FormNormalizedField
      placeholder={t`例：1990/04/15`}
      inputMode="numeric"
      autoComplete="bday"
      maxLength={BIRTHDAY_INPUT_MAX_LENGTH}
      {...props}
      normalize={(typed) =>
        clampTo ? clampBirthdayDigits(birthdayDigits(typed), clampTo) : birthdayDigits(typed)
      }
      format={formatBirthday}
    />
  )
}
