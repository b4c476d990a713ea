import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type {
  AccountRegistrationSetting,
  ParentalConsentOption,
  SignupFormValues,
} from '~generated/api/model'
import { formatBirthday } from '~/lib/rules/birthday'
import { prefectureName } from '~/lib/rules/prefectures'
import { shownCustomInfo } from '../rules/custom-info'
import {
  isShown,
  profileFieldRequirement,
  standardFieldRequirement,
  type ProfileInputField,
} from '../rules/field-rules'
import { sexLabel } from '../rules/sex-options'

export interface ConfirmRow {
  key: string
  label: string
  value: string
}

export interface ConfirmSource {
  values: SignupFormValues
  setting: AccountRegistrationSetting
  parentalConsentOptions: readonly ParentalConsentOption[]
  countryName: string | null
  /** A password was set (shown masked). */
  hasPassword: boolean
}

const PROFILE_LABELS: Record<ProfileInputField, MessageDescriptor> = {
  name: msg`氏名`,
  nameKana: msg`氏名（フリガナ）`,
  familyName: msg`姓`,
  givenName: msg`名`,
  familyNameKana: msg`セイ`,
  givenNameKana: msg`メイ`,
  nickname: msg`ニックネーム`,
  sex: msg`性別`,
  birthday: msg`生年月日`,
  country: msg`国・地域`,
  postalCode: msg`郵便番号`,
  prefecture: msg`都道府県`,
  address: msg`住所（市区町村・番地）`,
  address2: msg`建物名・部屋番号`,
  phoneNumber: msg`電話番号`,
}
const NOT_ENTERED = msg`未入力`

/**
 * The rows of the confirm screen (spec 01 §2): the entered values laid out by the registration
 * setting — NOT_USE fields left out, codes shown as their names, the password masked.
 */
export function confirmRows(source: ConfirmSource, i18n: I18n): ConfirmRow[] {
  const { values, setting } = source
  const orEmpty = (value: string | null | undefined) => value || i18n._(NOT_ENTERED)
  const rows: ConfirmRow[] = []
  const add = (key: string, label: MessageDescriptor | string, value: string | null | undefined) =>
    rows.push({
      key,
      label: typeof label === 'string' ? label : i18n._(label),
      value: orEmpty(value),
    })

  add('email', msg`メールアドレス`, values.email ?? values.socialEmail)
  if (isShown(standardFieldRequirement(setting, 'loginId')))
    add('loginId', msg`ログインID`, values.loginId)
  if (source.hasPassword) add('password', msg`パスワード`, '********')

  for (const field of Object.keys(PROFILE_LABELS) as ProfileInputField[]) {
    if (!isShown(profileFieldRequirement(setting, field))) continue
    add(field, PROFILE_LABELS[field], profileValue(field, source, i18n))
  }

  for (const definition of shownCustomInfo(setting.customAssociatedInfo)) {
    const value = values.customAssociatedInfo?.find((entry) => entry.id === definition.id)?.value
    const shown =
      definition.type === 'CHECKBOX'
        ? i18n._(value === 'true' ? msg`はい` : msg`いいえ`)
        : definition.type === 'SELECT'
          ? (definition.selectOptions ?? [])
              .filter((option) => Array.isArray(value) && value.includes(option.id))
              .map((option) => option.label)
              .join('、')
          : typeof value === 'string'
            ? value
            : null
    add(`custom.${definition.id}`, definition.title, shown)
  }

  const ticked = source.parentalConsentOptions.filter((option) =>
    values.parentalConsentData.some(
      (consent) => consent.consentOptionId === option.consentOptionId && consent.value,
    ),
  )
  if (ticked.length > 0) {
    add(
      'parentalConsent',
      msg`保護者の方の同意`,
      ticked.map((option) => option.description).join('\n'),
    )
  }
  return rows
}

function profileValue(field: ProfileInputField, source: ConfirmSource, i18n: I18n) {
  const value = source.values[field]
  if (value === null || value === undefined || value === '') return null
  switch (field) {
    case 'sex': {
      const label = sexLabel(String(value))
      return label ? i18n._(label) : null
    }
    case 'birthday':
      return formatBirthday(String(value))
    case 'prefecture':
      return prefectureName(Number(value), i18n.locale) ?? null
    case 'country':
      return source.countryName ?? String(value)
    default:
      return String(value)
  }
}
