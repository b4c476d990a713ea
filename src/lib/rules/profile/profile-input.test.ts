import { describe, expect, it } from 'vitest'
import { initialProfileInput } from './profile-input'
import { everyFieldSetting, hanakoProfile } from '~tests/fixtures/profile'

const definitions = everyFieldSetting.customAssociatedInfo

describe('initialProfileInput', () => {
  it('starts empty, one empty input per shown custom field', () => {
    const input = initialProfileInput(definitions, null)
    expect(input).toMatchObject({ familyName: '', prefecture: '', sex: '' })
    expect(input.custom).toEqual([[], '', false])
  })

  it("fills the form from the member's account (My Page), numbers as text", () => {
    expect(initialProfileInput(definitions, hanakoProfile)).toMatchObject({
      name: '',
      familyName: '山田',
      prefecture: '13',
      sex: '2',
      birthday: '19900415',
      custom: [['drama'], '友人の紹介', false],
    })
  })

  it('takes custom values kept apart from the profile (My Page draft)', () => {
    const { customAssociatedInfo: _, ...formData } = hanakoProfile
    const input = initialProfileInput(definitions, formData, [
      { id: 'accept_dm', value: 'true' },
      { id: 'favorite_genre', value: ['movie', 'gone'] },
    ])
    expect(input.custom).toEqual([['movie'], '', true])
  })
})
