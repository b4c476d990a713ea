import { describe, expect, it } from 'vitest'
import { toRegistrationData, type PayloadContext } from './form-payload'
import { exampleSetting } from '~tests/fixtures/profile'
import { parentalConsentOptions, validInput } from '~tests/fixtures/signup'

const context: PayloadContext = {
  setting: exampleSetting,
  method: 'email',
  email: 'hanako.yamada@example.jp',
  verifiedEmail: 'hanako.yamada@example.jp',
  policyConsentData: [{ policyId: 'pol_terms', revision: 3, key: 'terms' }],
  parentalConsentOptions,
  parentalConsentAge: 18,
  today: new Date(2026, 10, 22),
}

describe('toRegistrationData', () => {
  it('sends empty inputs and NOT_USE fields as null, trimmed values otherwise', () => {
    const data = toRegistrationData(
      validInput({ name: '山田花子', nickname: '', familyName: ' 山田 ', prefecture: '13' }),
      context,
    )
    expect(data).toMatchObject({
      name: null,
      nickname: null,
      familyName: '山田',
      prefecture: 13,
      sex: '2',
      birthday: '19900415',
      loginId: null,
      email: 'hanako.yamada@example.jp',
      socialEmail: null,
      pinCode: null,
      password: 'Sakura2026',
      passwordConfirm: 'Sakura2026',
      policyConsentData: [{ policyId: 'pol_terms', revision: 3, key: 'terms' }],
      parentalConsentData: [],
    })
  })

  it('sends the shown custom fields only, each in its shape', () => {
    expect(
      toRegistrationData(validInput({ custom: [['movie'], true] }), context).customAssociatedInfo,
    ).toEqual([
      { id: 'favorite_genre', value: ['movie'] },
      { id: 'newsletter_opt_in', value: 'true' },
    ])
  })

  it('sends the PIN with a changed e-mail', () => {
    const data = toRegistrationData(
      validInput({ email: 'hanako.new@example.jp', pinCode: '482915' }),
      context,
    )
    expect(data).toMatchObject({ email: 'hanako.new@example.jp', pinCode: '482915' })
  })

  it('sends the e-mail as socialEmail in an external sign-up, without an empty password', () => {
    const data = toRegistrationData(validInput({ password: '', passwordConfirm: '' }), {
      ...context,
      method: 'external',
      email: null,
    })
    expect(data).toMatchObject({ email: null, socialEmail: 'hanako.yamada@example.jp' })
    expect(data).not.toHaveProperty('password')
  })

  it('sends every parental-consent answer for a minor', () => {
    const data = toRegistrationData(
      validInput({ birthday: '20100401', parentalConsents: [true] }),
      context,
    )
    expect(data.parentalConsentData).toEqual([
      { consentOptionId: 'pco_guardian', key: 'guardian_consent', value: true },
    ])
  })
})
