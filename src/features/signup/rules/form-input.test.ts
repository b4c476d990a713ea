import { describe, expect, it } from 'vitest'
import { initialFormInput, isEmailChanged } from './form-input'
import { exampleSetting } from '~tests/fixtures/profile'
import { parentalConsentOptions } from '~tests/fixtures/signup'

const shape = { customDefinitions: exampleSetting.customAssociatedInfo, parentalConsentOptions }

describe('initialFormInput', () => {
  it('starts empty with the sign-up e-mail', () => {
    const input = initialFormInput(shape, 'hanako.yamada@example.jp', null, 'email')
    expect(input).toMatchObject({
      email: 'hanako.yamada@example.jp',
      familyName: '',
      custom: [[], false],
    })
    expect(input.parentalConsents).toEqual([false])
  })

  it('refills the values the backend kept (back from the confirm screen), never a password', () => {
    const input = initialFormInput(
      shape,
      'hanako.yamada@example.jp',
      {
        familyName: '山田',
        prefecture: 13,
        sex: '2',
        email: 'hanako.new@example.jp',
        socialEmail: null,
        loginId: 'hanako2026',
        customAssociatedInfo: [{ id: 'newsletter_opt_in', value: 'true' }],
        parentalConsentData: [
          { consentOptionId: 'pco_guardian', key: 'guardian_consent', value: true },
        ],
      },
      'email',
    )
    expect(input).toMatchObject({
      email: 'hanako.new@example.jp',
      familyName: '山田',
      prefecture: '13',
      sex: '2',
      loginId: 'hanako2026',
      password: '',
      custom: [[], true],
      parentalConsents: [true],
    })
  })
})

describe('isEmailChanged', () => {
  it('compares the trimmed address with the verified one', () => {
    expect(isEmailChanged(' hanako@example.jp ', 'hanako@example.jp')).toBe(false)
    expect(isEmailChanged('hanako.new@example.jp', 'hanako@example.jp')).toBe(true)
    expect(isEmailChanged('', 'hanako@example.jp')).toBe(false)
    expect(isEmailChanged('hanako@example.jp', null)).toBe(true)
  })
})
