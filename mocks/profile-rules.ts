import type {
  AccountRegistrationSetting,
  AccountRegistrationSettingFields,
  CustomAssociatedInfoValue,
  FieldError,
  Profile,
} from '~generated/api/model'
import { fieldError } from './http'
import { dateJst } from './state/dates'

type ProfileField = Exclude<keyof Profile, 'customAssociatedInfo'>

/** Which profile fields each registration-setting rule governs, with their labels. */
const RULED_FIELDS: [keyof AccountRegistrationSettingFields, ProfileField, string][] = [
  ['name', 'name', '氏名'],
  ['nameKana', 'nameKana', '氏名（フリガナ）'],
  ['familyAndGivenName', 'familyName', '姓'],
  ['familyAndGivenName', 'givenName', '名'],
  ['familyAndGivenNameKana', 'familyNameKana', 'セイ'],
  ['familyAndGivenNameKana', 'givenNameKana', 'メイ'],
  ['nickname', 'nickname', 'ニックネーム'],
  ['sex', 'sex', '性別'],
  ['birthday', 'birthday', '生年月日'],
  ['country', 'country', '国・地域'],
  ['postalCode', 'postalCode', '郵便番号'],
  ['prefecture', 'prefecture', '都道府県'],
  ['address', 'address', '住所'],
  ['address2', 'address2', '建物名・部屋番号'],
  ['phoneNumber', 'phoneNumber', '電話番号'],
]

/**
 * The contract's maxLength of each free-text profile field (Profile, api/components/entities.yaml;
 * held equal by profile-rules.test.ts). A longer value saved would break every screen that reads
 * the account back (issue 29: a 100-character nickname made every My Page page answer 502).
 */
export const PROFILE_MAX_LENGTHS = {
  name: 100,
  nameKana: 100,
  familyName: 50,
  givenName: 50,
  familyNameKana: 50,
  givenNameKana: 50,
  nickname: 50,
  address: 200,
  address2: 200,
} as const satisfies Partial<Record<ProfileField, number>>

const maxLengthOf = (field: ProfileField): number | undefined =>
  (PROFILE_MAX_LENGTHS as Partial<Record<ProfileField, number>>)[field]

const isEmpty = (value: unknown) => value === null || value === undefined || value === ''

/** Full-width katakana, the long vowel mark and spaces (full-width \u3000 or ASCII). */
const KANA = /^[ァ-ヶー\u3000 ]*$/

function isValidBirthday(value: string): boolean {
  const match = /^(19|20)\d{2}(\d{2})(\d{2})$/.exec(value)
  if (!match) return false
  const date = new Date(`${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6, 8)}T00:00:00Z`)
  return (
    !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10).replaceAll('-', '') === value
  )
}

/** Age in whole years on `now` (Japan time) of someone born on YYYYMMDD. */
export function ageOn(birthday: string, now: Date): number {
  const today = dateJst(now).replaceAll('-', '')
  return Math.floor((Number(today) - Number(birthday)) / 10000)
}

function formatError(
  field: ProfileField,
  value: unknown,
  disallowUnknownGender: boolean,
): string | undefined {
  const text = String(value)
  const maxLength = maxLengthOf(field)
  if (maxLength !== undefined && text.length > maxLength)
    return `${maxLength}文字以内で入力してください。`
  switch (field) {
    case 'nameKana':
    case 'familyNameKana':
    case 'givenNameKana':
      return KANA.test(text) ? undefined : '全角カタカナで入力してください'
    case 'birthday':
      return isValidBirthday(text) ? undefined : '生年月日の形式が正しくありません'
    case 'phoneNumber':
      return /^[0-9]{10,11}$/.test(text) ? undefined : '電話番号の形式が正しくありません'
    case 'postalCode':
      return /^[0-9]{7}$/.test(text) ? undefined : '郵便番号の形式が正しくありません'
    case 'sex':
      return ['1', '2', '9'].includes(text) || (text === '0' && !disallowUnknownGender)
        ? undefined
        : '性別を選択してください。'
    case 'prefecture':
      return Number.isInteger(value) && Number(value) >= 1 && Number(value) <= 47
        ? undefined
        : '都道府県を選択してください。'
    case 'country':
      return /^[A-Z]{2}$/.test(text) ? undefined : '国・地域を選択してください。'
    default:
      return undefined
  }
}

/**
 * The standard fields against the store's registration setting (spec 02 §5): REQUIRED needs a
 * value, every given value its format. `prefix` makes the request-body path of the field names
 * (e.g. `inputtedData.`).
 */
export function standardFieldErrors(
  profile: Profile,
  setting: AccountRegistrationSetting,
  prefix = '',
): FieldError[] {
  const errors: FieldError[] = []
  for (const [rule, field, label] of RULED_FIELDS) {
    const value = profile[field]
    const fieldRule = setting.fields[rule] ?? 'OPTIONAL'
    if (fieldRule === 'NOT_USE') continue
    if (isEmpty(value)) {
      if (fieldRule === 'REQUIRED') {
        const chosen = field === 'sex' || field === 'prefecture' || field === 'country'
        errors.push(
          fieldError(
            prefix + field,
            'VALIDATION_ERROR',
            `${label}を${chosen ? '選択' : '入力'}してください。`,
          ),
        )
      }
      continue
    }
    const message = formatError(field, value, setting.disallowUnknownGender)
    if (message) errors.push(fieldError(prefix + field, 'VALIDATION_ERROR', message))
  }
  return errors
}

/** The store's custom fields: a REQUIRED one needs a value (a ticked checkbox, a chosen option). */
export function customFieldErrors(
  values: CustomAssociatedInfoValue[],
  setting: AccountRegistrationSetting,
  prefix = '',
): FieldError[] {
  const errors: FieldError[] = []
  for (const definition of setting.customAssociatedInfo ?? []) {
    if (definition.rule !== 'REQUIRED') continue
    const value = values.find((candidate) => candidate.id === definition.id)?.value
    const missing = Array.isArray(value)
      ? value.length === 0
      : definition.type === 'CHECKBOX'
        ? value !== 'true'
        : isEmpty(value)
    if (missing)
      errors.push(
        fieldError(
          `${prefix}customAssociatedInfo.${definition.id}`,
          'VALIDATION_ERROR',
          `${definition.title}を入力してください。`,
        ),
      )
  }
  return errors
}

export const profileErrors = (
  profile: Profile,
  customValues: CustomAssociatedInfoValue[],
  setting: AccountRegistrationSetting,
  prefix = '',
): FieldError[] => [
  ...standardFieldErrors(profile, setting, prefix),
  ...customFieldErrors(customValues, setting, prefix),
]

/** The fields the store uses (NOT_USE ones left out, so saving keeps their old values), empty ones as null. */
export function cleanProfile(profile: Profile, setting: AccountRegistrationSetting): Profile {
  const cleaned: Profile = {}
  for (const [rule, field] of RULED_FIELDS) {
    if ((setting.fields[rule] ?? 'OPTIONAL') === 'NOT_USE') continue
    const value = profile[field]
    Object.assign(cleaned, { [field]: isEmpty(value) ? null : value })
  }
  return cleaned
}

/** The login ID rules (spec 02 §5): 6 to 15 half-width alphanumerics. */
export function loginIdErrors(loginId: string, field = 'loginId'): FieldError[] {
  if (loginId.length < 6)
    return [fieldError(field, 'VALIDATION_ERROR', 'ログインIDは6文字以上です。')]
  if (loginId.length > 15)
    return [fieldError(field, 'VALIDATION_ERROR', 'ログインIDは15文字以下です。')]
  if (!/^[A-Za-z0-9]+$/.test(loginId))
    return [fieldError(field, 'VALIDATION_ERROR', '半角英数字で入力してください。')]
  return []
}
