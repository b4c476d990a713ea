import type {
  AccountRegistrationSetting,
  AccountRegistrationSettingFields,
  FieldRule,
} from '~generated/api/model'

export type StandardField = keyof AccountRegistrationSettingFields

/** How the form treats a field: REQUIRED 必須, OPTIONAL 任意, NOT_USE hidden (and sent as null). */
export type FieldRequirement = 'required' | 'optional' | 'hidden'

/** A rule the setting does not give counts as OPTIONAL, as the backend reads it (spec 02 §3). */
export function fieldRequirement(rule: FieldRule | undefined): FieldRequirement {
  if (rule === 'REQUIRED') return 'required'
  if (rule === 'NOT_USE') return 'hidden'
  return 'optional'
}

export function standardFieldRequirement(
  setting: AccountRegistrationSetting,
  field: StandardField,
): FieldRequirement {
  return fieldRequirement(setting.fields[field])
}

/** A field the form shows: 必須 or 任意. */
export type ShownRequirement = Exclude<FieldRequirement, 'hidden'>

export const isShown = (requirement: FieldRequirement): requirement is ShownRequirement =>
  requirement !== 'hidden'

/** The profile inputs of the form and the setting rule that governs each (a pair shares one). */
export const PROFILE_FIELD_RULES = {
  name: 'name',
  nameKana: 'nameKana',
  familyName: 'familyAndGivenName',
  givenName: 'familyAndGivenName',
  familyNameKana: 'familyAndGivenNameKana',
  givenNameKana: 'familyAndGivenNameKana',
  nickname: 'nickname',
  sex: 'sex',
  birthday: 'birthday',
  country: 'country',
  postalCode: 'postalCode',
  prefecture: 'prefecture',
  address: 'address',
  address2: 'address2',
  phoneNumber: 'phoneNumber',
} as const satisfies Record<string, StandardField>

export type ProfileInputField = keyof typeof PROFILE_FIELD_RULES

export const PROFILE_INPUT_FIELDS = Object.keys(PROFILE_FIELD_RULES) as ProfileInputField[]

export function profileFieldRequirement(
  setting: AccountRegistrationSetting,
  field: ProfileInputField,
): FieldRequirement {
  return standardFieldRequirement(setting, PROFILE_FIELD_RULES[field])
}

/** The requirement of every profile input under the setting. */
export function profileFieldRequirements(
  setting: AccountRegistrationSetting,
): Record<ProfileInputField, FieldRequirement> {
  return Object.fromEntries(
    PROFILE_INPUT_FIELDS.map((field) => [field, profileFieldRequirement(setting, field)]),
  ) as Record<ProfileInputField, FieldRequirement>
}
