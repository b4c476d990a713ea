import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type {
  AccountRegistrationSetting,
  ParentalConsentOption,
  SignupFormValues,
} from '~generated/api/model'
import { type ConfirmRow, confirmRow, profileConfirmRows } from '~/lib/rules/profile/confirm-rows'
import { isShown, standardFieldRequirement } from '~/lib/rules/profile/field-rules'

export interface ConfirmSource {
  values: SignupFormValues
  setting: AccountRegistrationSetting
  parentalConsentOptions: readonly ParentalConsentOption[]
  countryName: string | null
  /** A password was set (shown masked). */
  hasPassword: boolean
}

/**
 * The rows of the confirm screen (spec 01 §2): the account (e-mail, login ID, the password
 * masked), the profile laid out by the registration setting, then the parental consents ticked.
 */
export function confirmRows(source: ConfirmSource, i18n: I18n): ConfirmRow[] {
  const { values, setting } = source
  const rows = [confirmRow(i18n, 'email', msg`メールアドレス`, values.email ?? values.socialEmail)]
  if (isShown(standardFieldRequirement(setting, 'loginId')))
    rows.push(confirmRow(i18n, 'loginId', msg`ログインID`, values.loginId))
  if (source.hasPassword) rows.push(confirmRow(i18n, 'password', msg`パスワード`, '********'))

  rows.push(
    ...profileConfirmRows({ profile: values, setting, countryName: source.countryName }, i18n),
  )

  const ticked = source.parentalConsentOptions.filter((option) =>
    values.parentalConsentData.some(
      (consent) => consent.consentOptionId === option.consentOptionId && consent.value,
    ),
  )
  if (ticked.length > 0) {
    const consents = ticked.map((option) => option.description).join('\n')
    rows.push(confirmRow(i18n, 'parentalConsent', msg`保護者の方の同意`, consents))
  }
  return rows
}
