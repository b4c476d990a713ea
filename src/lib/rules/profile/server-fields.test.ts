import { describe, expect, it } from 'vitest'
import { profileFormField } from './server-fields'

const customIds = ['favorite_genre', 'accept_dm']

describe('profileFormField', () => {
  it('keeps the name of a standard field', () => {
    expect(profileFormField('familyNameKana', customIds)).toBe('familyNameKana')
    expect(profileFormField('phoneNumber', customIds)).toBe('phoneNumber')
  })
  it('finds a custom field by its id among the shown ones', () => {
    expect(profileFormField('customAssociatedInfo.accept_dm', customIds)).toBe('custom.1')
    expect(profileFormField('customAssociatedInfo.gone', customIds)).toBeUndefined()
  })
  it('has no input for anything else', () => {
    expect(profileFormField('loginId', customIds)).toBeUndefined()
    expect(profileFormField('formData.familyName', customIds)).toBeUndefined()
  })
})
