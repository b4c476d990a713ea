import { describe, expect, it } from 'vitest'
import type { AccountRegistrationSetting } from '~generated/api/model'
import {
  fieldRequirement,
  isShown,
  profileFieldRequirements,
  standardFieldRequirement,
} from './field-rules'

describe('field rules of the registration setting', () => {
  it('maps REQUIRED, OPTIONAL and NOT_USE', () => {
    expect(fieldRequirement('REQUIRED')).toBe('required')
    expect(fieldRequirement('OPTIONAL')).toBe('optional')
    expect(fieldRequirement('NOT_USE')).toBe('hidden')
  })
  it('treats a field the setting does not mention as optional', () => {
    expect(fieldRequirement(undefined)).toBe('optional')
    const setting: AccountRegistrationSetting = {
      fields: { nickname: 'REQUIRED', phoneNumber: 'NOT_USE' },
      genderInputType: 'Radio',
      disallowUnknownGender: false,
      passwordStrength: 'NONE',
    }
    expect(standardFieldRequirement(setting, 'nickname')).toBe('required')
    expect(standardFieldRequirement(setting, 'address')).toBe('optional')
    expect(isShown(standardFieldRequirement(setting, 'phoneNumber'))).toBe(false)
  })

  it('gives every profile input its rule, a pair of inputs the rule of the pair', () => {
    const requirements = profileFieldRequirements({
      fields: { familyAndGivenName: 'REQUIRED', name: 'NOT_USE' },
      genderInputType: 'Radio',
      disallowUnknownGender: false,
      passwordStrength: 'NONE',
    })
    expect(requirements).toMatchObject({
      familyName: 'required',
      givenName: 'required',
      name: 'hidden',
      nickname: 'optional',
    })
    expect(Object.keys(requirements)).toHaveLength(15)
  })
})
