import { describe, expect, it } from 'vitest'
import { toProfile } from './profile-payload'
import { exampleSetting, validProfileInput } from '~tests/fixtures/profile'

describe('toProfile', () => {
  it('sends trimmed values, empty inputs and NOT_USE fields as null, codes as the contract has them', () => {
    const input = validProfileInput({
      name: '山田花子',
      nickname: ' ',
      familyName: ' 山田 ',
      prefecture: '13',
      custom: [['movie'], false],
    })
    expect(toProfile(input, exampleSetting)).toEqual({
      name: null,
      nameKana: null,
      familyName: '山田',
      givenName: '花子',
      familyNameKana: 'ヤマダ',
      givenNameKana: 'ハナコ',
      nickname: null,
      sex: '2',
      birthday: '19900415',
      country: null,
      postalCode: null,
      prefecture: 13,
      address: null,
      address2: null,
      phoneNumber: null,
      customAssociatedInfo: [
        { id: 'favorite_genre', value: ['movie'] },
        { id: 'newsletter_opt_in', value: 'false' },
      ],
    })
  })
})
