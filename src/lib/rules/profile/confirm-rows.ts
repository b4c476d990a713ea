import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type {
  AccountRegistrationSetting,
  CustomAssociatedInfoDefinition,
  CustomAssociatedInfoValue,
  Profile,
} from '~generated/api/model'
import { formatList } from '~/lib/format/list'
import { formatBirthday } from '~/lib/rules/birthday'
import { prefectureName } from '~/lib/rules/prefectures'
import { shownCustomInfo } from './custom-info'
import { type ProfileInputField, isShown, profileFieldRequirement } from './field-rules'
import { sexLabel } from './sex-options'

/** One row of a confirm screen: what was entered, by its label. */
export interface ConfirmRow {
  key: string
  label: string
  value: string
}

export interface ProfileConfirmSource {
  profile: Profile
  /** The custom values, when kept apart from the profile (My Page's `customAssociatedInfoData`). */
  customValues?: readonly CustomAssociatedInfoValue[]
  setting: AccountRegistrationSetting
  /** The chosen country's name, shown instead of its code. */
  countryName: string | null
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

/** A confirm row; an empty value reads 未入力. */
export function confirmRow(
  i18n: I18n,
  key: string,
  label: MessageDescriptor | string,
  value: string | null | undefined,
): ConfirmRow {
  return {
    key,
    label: typeof label === 'string' ? label : i18n._(label),
    value: value || i18n._(NOT_ENTERED),
  }
}

/**
 * The profile rows of a confirm screen (spec 01 §2, 02 §2), laid out by the registration
 * setting: NOT_USE fields left out, codes shown as their names, custom fields by their titles.
 */
export function profileConfirmRows(source: ProfileConfirmSource, i18n: I18n): ConfirmRow[] {
  const { setting } = source
  const customValues = source.customValues ?? source.profile.customAssociatedInfo ?? []
  const standard = (Object.keys(PROFILE_LABELS) as ProfileInputField[])
    .filter((field) => isShown(profileFieldRequirement(setting, field)))
    .map((field) => confirmRow(i18n, field, PROFILE_LABELS[field], shownValue(field, source, i18n)))
  const custom = shownCustomInfo(setting.customAssociatedInfo).map((definition) => {
    const value = customValues.find((entry) => entry.id === definition.id)?.value
    return confirmRow(
      i18n,
      `custom.${definition.id}`,
      definition.title,
      customText(definition, value, i18n),
    )
  })
  return [...standard, ...custom]
}

function shownValue(field: ProfileInputField, source: ProfileConfirmSource, i18n: I18n) {
  const value = source.profile[field]
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

function customText(
  definition: CustomAssociatedInfoDefinition,
  value: CustomAssociatedInfoValue['value'] | undefined,
  i18n: I18n,
) {
  switch (definition.type) {
    case 'CHECKBOX':
      return i18n._(value === 'true' ? msg`はい` : msg`いいえ`)
    case 'SELECT':
      return formatList(
        i18n,
        (definition.selectOptions ?? [])
          .filter((option) => Array.isArray(value) && value.includes(option.id))
          .map((option) => option.label),
      )
    case 'TEXT':
      return typeof value === 'string' ? value : null
  }
}
