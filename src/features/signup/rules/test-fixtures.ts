import type { AccountRegistrationSetting } from '~generated/api/model'
import { initialFormInput, type SignupFormInput } from './form-input'
import type { SignupFormRules } from './form-schema'

/** A setting like the contract's example: kana pair and birthday REQUIRED, names as a pair. */
export const exampleSetting: AccountRegistrationSetting = {
  fields: {
    loginId: 'OPTIONAL',
    name: 'NOT_USE',
    nameKana: 'NOT_USE',
    familyAndGivenName: 'REQUIRED',
    familyAndGivenNameKana: 'REQUIRED',
    nickname: 'OPTIONAL',
    sex: 'REQUIRED',
    birthday: 'REQUIRED',
    country: 'NOT_USE',
    postalCode: 'OPTIONAL',
    prefecture: 'OPTIONAL',
    address: 'OPTIONAL',
    address2: 'OPTIONAL',
    phoneNumber: 'OPTIONAL',
  },
  genderInputType: 'Radio',
  disallowUnknownGender: true,
  passwordStrength: 'UPPER_CASE',
  customAssociatedInfo: [
    {
      id: 'favorite_genre',
      title: '好きなジャンル',
      type: 'SELECT',
      rule: 'REQUIRED',
      selectOptions: [{ id: 'movie', label: '映画' }],
    },
    { id: 'memo', title: 'メモ', type: 'TEXT', rule: 'NOT_USE' },
    { id: 'newsletter_opt_in', title: 'おすすめ情報', type: 'CHECKBOX', rule: 'OPTIONAL' },
  ],
}

export const parentalConsentOptions = [
  {
    consentOptionId: 'pco_guardian',
    description: '保護者の同意を得ています',
    key: 'guardian_consent',
    type: 'checkbox',
  },
]

export const exampleRules: SignupFormRules = {
  setting: exampleSetting,
  isPasswordRequired: true,
  isEmailRequired: true,
  verifiedEmail: 'hanako.yamada@example.jp',
  pinDisplayName: '認証コード',
  hasPoliciesToAgree: false,
  parentalConsentAge: 18,
  today: new Date(2026, 10, 22),
}

/** A complete, valid input under exampleRules. */
export function validInput(overrides: Partial<SignupFormInput> = {}): SignupFormInput {
  return {
    ...initialFormInput(
      { customDefinitions: exampleSetting.customAssociatedInfo, parentalConsentOptions },
      'hanako.yamada@example.jp',
      null,
      'email',
    ),
    password: 'Sakura2026',
    passwordConfirm: 'Sakura2026',
    familyName: '山田',
    givenName: '花子',
    familyNameKana: 'ヤマダ',
    givenNameKana: 'ハナコ',
    sex: '2',
    birthday: '19900415',
    custom: [['movie'], false],
    ...overrides,
  }
}
