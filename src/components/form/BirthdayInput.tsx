import { useLingui } from '@lingui/react/macro'
import {
  BIRTHDAY_INPUT_MAX_LENGTH,
  birthdayDigits,
  clampBirthdayDigits,
  formatBirthday,
} from '~/lib/rules/birthday'
import { NormalizedInput, type NormalizedInputProps } from './NormalizedInput'

export interface BirthdayInputProps extends Omit<NormalizedInputProps, 'normalize' | 'format'> {
  /**
   * Correct each part as it is completed against this day (My Page, spec 02 §5): year to
   * 1900..this year, month and day to the calendar, no date after it. Without it the digits stay
   * as typed and only the form's rule judges them (sign-up).
   */
  clampTo?: Date
}

/**
 * Birthday typed as digits and shown YYYY/MM/DD; the value is the YYYYMMDD digits (spec 01 §5,
 * 02 §5). Full-width digits and pasted dates with slashes or hyphens are accepted.
 */
export function BirthdayInput({ clampTo, ...props }: BirthdayInputProps) {
  const { t } = useLingui()
  return (
    <NormalizedInput
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
