import type { AccountRegistrationSetting, Profile, SexCode } from '~generated/api/model'
import { shownCustomInfo, toCustomInfoValue } from './custom-info'
import {
  PROFILE_INPUT_FIELDS,
  type ProfileInputField,
  profileFieldRequirement,
} from './field-rules'
import type { ProfileFormInput } from './profile-input'

/** A typed value as sent (spec 02 §5): trimmed, an empty one as null. */
export const trimmedOrNull = (value: string) => (value.trim() === '' ? null : value.trim())

/**
 * The profile as the contract's `Profile` (spec 02 §5): trimmed values, empty inputs and NOT_USE
 * fields as null, prefecture as its number, the shown custom fields as {id, value}. Sign-up
 * sends it inside its registration data; My Page sends its standard fields as `formData` and its
 * `customAssociatedInfo` as `customAssociatedInfoData`.
 */
export function toProfile(input: ProfileFormInput, setting: AccountRegistrationSetting): Profile {
  const fields = Object.fromEntries(
    PROFILE_INPUT_FIELDS.map((field) => [
      field,
      profileFieldRequirement(setting, field) === 'hidden' ? null : trimmedOrNull(input[field]),
    ]),
  ) as Record<ProfileInputField, string | null>
  return {
    ...fields,
    sex: fields.sex as SexCode | null,
    prefecture: fields.prefecture === null ? null : Number(fields.prefecture),
    customAssociatedInfo: shownCustomInfo(setting.customAssociatedInfo).map((definition, index) =>
      toCustomInfoValue(definition, input.custom[index] ?? ''),
    ),
  }
}
