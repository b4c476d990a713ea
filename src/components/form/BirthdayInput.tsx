import { useLingui } from '@lingui/react/macro'
import { BIRTHDAY_INPUT_MAX_LENGTH, birthdayDigits, formatBirthday } from '~/lib/rules/birthday'
import { NormalizedInput, type NormalizedInputProps } from './NormalizedInput'

export type BirthdayInputProps = Omit<NormalizedInputProps, 'normalize' | 'format'>

/**
 * Birthday typed as digits and shown YYYY/MM/DD; the value is the YYYYMMDD digits (spec 01 §5,
 * 02 §5). Full-width digits and pasted dates with slashes or hyphens are accepted.
 */
export function BirthdayInput(props: BirthdayInputProps) {
  const { t } = useLingui()
  return (
    <NormalizedInput
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
