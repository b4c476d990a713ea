import { describe, expect, it } from 'vitest'
import type { AccountRegistrationSetting } from '~generated/api/model'
import {
  PostAccountEditBody,
  PostAccountEditConfirmBody,
} from '~generated/zod/mypage-profile/mypage-profile.zod'
import { PostSignupConfirmBody } from '~generated/zod/signup/signup.zod'
import { PROFILE_FIELD_RULES, PROFILE_INPUT_FIELDS, type ProfileInputField } from './field-rules'
import { initialProfileInput, type ProfileFormInput } from './profile-input'
import { toProfile } from './profile-payload'
import { profileFormSchema } from './profile-schema'
import {
  everyFieldSetting,
  exampleSetting,
  hanakoProfile,
  validProfileInput,
} from '~tests/fixtures/profile'
import { i18nFor } from '~tests/setup/i18n'

const i18n = await i18nFor('ja')

/** Field path → translated message of every issue. */
function errors(input: ProfileFormInput, setting: AccountRegistrationSetting = exampleSetting) {
  const result = profileFormSchema(setting).safeParse(input)
  if (result.success) return {}
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), i18n._(issue.message)]),
  )
}

const withFields = (fields: AccountRegistrationSetting['fields']): AccountRegistrationSetting => ({
  ...exampleSetting,
  fields: { ...exampleSetting.fields, ...fields },
})

describe('profile rules per registration setting', () => {
  it('accepts a complete profile', () => {
    expect(errors(validProfileInput())).toEqual({})
  })

  it('a NOT_USE setting hides a field a REQUIRED one asks for', () => {
    const setting = withFields({
      familyAndGivenName: 'NOT_USE',
      phoneNumber: 'REQUIRED',
      prefecture: 'REQUIRED',
    })
    expect(errors(validProfileInput({ familyName: '', givenName: '' }), setting)).toEqual({
      phoneNumber: '入力してください。',
      prefecture: '選択してください。',
    })
  })

  it('kana must be full-width katakana', () => {
    expect(errors(validProfileInput({ familyNameKana: 'やまだ', givenNameKana: 'ﾊﾅｺ' }))).toEqual({
      familyNameKana: '全角カタカナで入力してください',
      givenNameKana: '全角カタカナで入力してください',
    })
  })

  it('birthday, phone and postal code need their formats', () => {
    expect(
      errors(
        validProfileInput({
          birthday: '18991231',
          phoneNumber: '090123456789',
          postalCode: '150-0001',
        }),
      ),
    ).toEqual({
      birthday: '生年月日の形式が正しくありません',
      phoneNumber: '電話番号の形式が正しくありません',
      postalCode: '郵便番号の形式が正しくありません',
    })
  })

  it('refuses sex 0 when unknown gender is disallowed, accepts it otherwise', () => {
    expect(errors(validProfileInput({ sex: '0' }))).toEqual({ sex: '性別を選択してください。' })
    const allowing = { ...exampleSetting, disallowUnknownGender: false }
    expect(errors(validProfileInput({ sex: '0' }), allowing)).toEqual({})
  })

  it('country and prefecture must be one of their choices', () => {
    expect(
      errors(
        validProfileInput({ country: 'Japan', prefecture: '48', custom: [[], '', false] }),
        everyFieldSetting,
      ),
    ).toEqual({ country: '選択してください。', prefecture: '選択してください。' })
    expect(
      errors(
        validProfileInput({ country: 'JP', prefecture: '47', custom: [[], '', false] }),
        everyFieldSetting,
      ),
    ).toEqual({})
  })

  it('texts are at most as long as the contract allows', () => {
    expect(
      errors(
        validProfileInput({
          nickname: 'は'.repeat(51),
          address: 'x'.repeat(201),
          custom: [[], 'x'.repeat(301), false],
        }),
        everyFieldSetting,
      ),
    ).toEqual({
      nickname: '50文字以内で入力してください。',
      address: '200文字以内で入力してください。',
      'custom.1': '300文字以内で入力してください。',
    })
  })
})

/** Values typed into each input: good ones, and the edges of every rule. */
const TYPED: Record<ProfileInputField, string[]> = {
  name: ['', ' ', '山田花子', ' 山田 花子 ', 'x'.repeat(100), 'x'.repeat(101)],
  nameKana: ['ヤマダ　ハナコ', 'ヤマダ ハナコ', 'やまだ', 'ﾔﾏﾀﾞ', 'Yamada', 'ア'.repeat(101)],
  familyName: ['山田', 'x'.repeat(50), 'x'.repeat(51)],
  givenName: ['花子', 'x'.repeat(51)],
  familyNameKana: ['ヤマダ', ' ヤマダ ', 'ヤマダ1', 'ア'.repeat(51)],
  givenNameKana: ['ハナコ', 'はなこ'],
  nickname: ['はなこ', 'x'.repeat(51)],
  sex: ['', '0', '1', '2', '9', '3', 'female'],
  birthday: [
    '',
    '19000101',
    '20991231',
    '18991231',
    '21000101',
    '20230230',
    '1990/04/15',
    '1990415',
  ],
  country: ['', 'JP', ' JP ', 'jp', 'JPN', 'Japan'],
  postalCode: ['', '1500001', '150-0001', '150001', '15000011', '１５００００１'],
  prefecture: ['', '1', '13', '47', '0', '48', '1.5', 'abc', ' 13 '],
  address: ['渋谷区神宮前1-2-3', 'x'.repeat(200), 'x'.repeat(201)],
  address2: ['', 'x'.repeat(201)],
  phoneNumber: ['', '0312345678', '09012345678', '090123456789', '031234567', '090-1234-5678'],
}
const CUSTOM_TYPED: ProfileFormInput['custom'][] = [
  [[], '', false],
  [['drama', 'movie'], '友人の紹介', true],
  [['gone'], '', false],
  [[], 'x'.repeat(300), false],
  [[], 'x'.repeat(301), false],
]

/** Every body that carries the profile: sign-up's, My Page's confirm call and its save call. */
function contractRefusals(input: ProfileFormInput, setting: AccountRegistrationSetting) {
  const profile = toProfile(input, setting)
  const { customAssociatedInfo, ...formData } = profile
  const bodies = {
    'POST /zapi/signup/confirm': PostSignupConfirmBody.safeParse({
      inputtedData: { ...profile, policyConsentData: [], parentalConsentData: [] },
    }),
    'POST /zapi/account/edit/confirm': PostAccountEditConfirmBody.safeParse({
      inputtedData: { formData, customAssociatedInfoData: customAssociatedInfo },
    }),
    'POST /zapi/account/edit': PostAccountEditBody.safeParse({ optionalInfo: profile }),
  }
  return Object.entries(bodies)
    .filter(([, result]) => !result.success)
    .map(([call]) => call)
}

/** Spec 02 §5: the message of an empty REQUIRED field, and a value its format or length refuses. */
const EMPTY_AND_WRONG: Record<ProfileInputField, [string, string]> = {
  name: ['入力してください。', 'x'.repeat(101)],
  nameKana: ['入力してください。', 'やまだ はなこ'],
  familyName: ['入力してください。', 'x'.repeat(51)],
  givenName: ['入力してください。', 'x'.repeat(51)],
  familyNameKana: ['入力してください。', 'やまだ'],
  givenNameKana: ['入力してください。', 'ﾊﾅｺ'],
  nickname: ['入力してください。', 'x'.repeat(51)],
  sex: ['性別を選択してください。', '3'],
  birthday: ['入力してください。', '19901301'],
  country: ['選択してください。', 'JPN'],
  postalCode: ['入力してください。', '150-0001'],
  prefecture: ['選択してください。', '48'],
  address: ['入力してください。', 'x'.repeat(201)],
  address2: ['入力してください。', 'x'.repeat(201)],
  phoneNumber: ['入力してください。', '03-1234-5678'],
}

describe.each(PROFILE_INPUT_FIELDS)('%s under each rule of the setting', (field) => {
  const rule = PROFILE_FIELD_RULES[field]
  const under = (fieldRule: 'REQUIRED' | 'OPTIONAL' | 'NOT_USE') =>
    withFields({ [rule]: fieldRule })
  const [emptyMessage, wrong] = EMPTY_AND_WRONG[field]
  const fieldErrors = (value: string, setting: AccountRegistrationSetting) =>
    Object.entries(errors(validProfileInput({ [field]: value }), setting))
      .filter(([path]) => path === field)
      .map(([, message]) => message)

  it('REQUIRED: an empty value is refused', () => {
    expect(fieldErrors(' ', under('REQUIRED'))).toEqual([emptyMessage])
  })

  it('OPTIONAL: an empty value passes, and is sent as null', () => {
    expect(fieldErrors('', under('OPTIONAL'))).toEqual([])
    expect(toProfile(validProfileInput({ [field]: '' }), under('OPTIONAL'))[field]).toBeNull()
  })

  it('NOT_USE: nothing is checked and nothing is sent', () => {
    expect(fieldErrors(wrong, under('NOT_USE'))).toEqual([])
    expect(toProfile(validProfileInput({ [field]: 'x' }), under('NOT_USE'))[field]).toBeNull()
  })

  it('a given value needs its format under REQUIRED and OPTIONAL', () => {
    expect(fieldErrors(wrong, under('REQUIRED'))).toHaveLength(1)
    expect(fieldErrors(wrong, under('OPTIONAL'))).toHaveLength(1)
  })
})

describe('profile rules against the contract', () => {
  it("let through no value that the contract's bodies refuse (sign-up and My Page)", () => {
    const schema = profileFormSchema(everyFieldSetting)
    const inputs = [
      ...Object.entries(TYPED).flatMap(([field, values]) =>
        values.map((value) => validProfileInput({ [field]: value, custom: CUSTOM_TYPED[0] })),
      ),
      ...CUSTOM_TYPED.map((custom) => validProfileInput({ custom })),
    ]
    const accepted = inputs.filter((input) => schema.safeParse(input).success)
    const leaks = accepted.flatMap((input) =>
      contractRefusals(input, everyFieldSetting).map((call) => ({ call, input })),
    )
    expect(leaks).toEqual([])
    // The table holds values on both sides of the rules.
    expect(accepted.length).toBeGreaterThan(40)
    expect(inputs.length - accepted.length).toBeGreaterThan(30)
  })

  it("accepts the contract's example member as her account gives her", () => {
    const input = initialProfileInput(everyFieldSetting.customAssociatedInfo, hanakoProfile)
    expect(profileFormSchema(everyFieldSetting).safeParse(input).success).toBe(true)
    expect(contractRefusals(input, everyFieldSetting)).toEqual([])
    expect(toProfile(input, everyFieldSetting)).toEqual(hanakoProfile)
  })
})
