import { describe, expect, it } from 'vitest'
import { formFieldOf } from './server-fields'

const layout = { customIds: ['favorite_genre', 'newsletter_opt_in'], parentalConsentCount: 1 }

describe('formFieldOf', () => {
  it('finds the form field of a request-body field, with or without the inputtedData prefix', () => {
    expect(formFieldOf('inputtedData.loginId', layout)).toBe('loginId')
    expect(formFieldOf('familyNameKana', layout)).toBe('familyNameKana')
    expect(formFieldOf('inputtedData.socialEmail', layout)).toBe('email')
    expect(formFieldOf('inputtedData.pinCode', layout)).toBe('pinCode')
  })
  it('maps consents and custom fields to their inputs', () => {
    expect(formFieldOf('inputtedData.policyConsentData', layout)).toBe('policiesAgreed')
    expect(formFieldOf('inputtedData.parentalConsentData', layout)).toBe('parentalConsents.0')
    expect(formFieldOf('inputtedData.customAssociatedInfo.newsletter_opt_in', layout)).toBe(
      'custom.1',
    )
  })
  it('has no field for what the form does not show', () => {
    expect(formFieldOf('inputtedData.customAssociatedInfo.gone', layout)).toBeUndefined()
    expect(
      formFieldOf('parentalConsentData', { ...layout, parentalConsentCount: 0 }),
    ).toBeUndefined()
    expect(formFieldOf('somethingElse', layout)).toBeUndefined()
  })
})
