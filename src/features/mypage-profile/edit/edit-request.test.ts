import { describe, expect, it } from 'vitest'
import type { MypageEditScreenData } from '~generated/api/model'
import {
  PostAccountEditBody,
  PostAccountEditConfirmBody,
} from '~generated/zod/mypage-profile/mypage-profile.zod'
import {
  editFormField,
  initialEditInput,
  shownCustomIds,
  toEditConfirmRequest,
  toEditRequest,
} from './edit-request'
import { everyFieldSetting, hanakoAccount as account, hanakoProfile } from '~tests/fixtures/profile'

const screen: MypageEditScreenData = {
  account,
  registrationSetting: everyFieldSetting,
  countries: [{ code: 'JP', nameEn: 'Japan', nameJa: '日本' }],
  draft: null,
}

describe('initialEditInput', () => {
  it('starts from the account as saved', () => {
    expect(initialEditInput(screen)).toMatchObject({
      familyName: '山田',
      prefecture: '13',
      custom: [['drama'], '友人の紹介', false],
    })
  })

  it('starts from the values kept by the confirm call when the member comes back to fix them', () => {
    const draft = {
      formData: { ...hanakoProfile, familyName: '佐藤', customAssociatedInfo: undefined },
      customAssociatedInfoData: [{ id: 'accept_dm', value: 'true' as const }],
    }
    expect(initialEditInput({ ...screen, draft })).toMatchObject({
      familyName: '佐藤',
      custom: [[], '', true],
    })
  })
})

describe('the bodies of the two calls', () => {
  it('sends the standard fields as formData and the custom ones apart, with the copies', () => {
    const input = { ...initialEditInput(screen), nickname: ' ', address2: '' }
    const body = toEditConfirmRequest(input, screen)
    expect(body.inputtedData.formData).toMatchObject({
      familyName: '山田',
      nickname: null,
      address2: null,
      prefecture: 13,
    })
    expect(body.inputtedData.formData).not.toHaveProperty('customAssociatedInfo')
    expect(body.inputtedData.customAssociatedInfoData).toEqual(hanakoProfile.customAssociatedInfo)
    expect(body.inputtedData).toMatchObject({ setting: everyFieldSetting, account })
    expect(PostAccountEditConfirmBody.safeParse(body).success).toBe(true)
  })

  it('saves the confirmed values with the custom ones inside optionalInfo', () => {
    const { inputtedData } = toEditConfirmRequest(initialEditInput(screen), screen)
    const body = toEditRequest(inputtedData)
    expect(body.optionalInfo).toEqual(hanakoProfile)
    expect(PostAccountEditBody.safeParse(body).success).toBe(true)
  })
})

describe('editFormField', () => {
  const customIds = shownCustomIds(screen)

  it('finds the field of a standard or custom field error of the confirm call', () => {
    expect(editFormField('inputtedData.formData.phoneNumber', customIds)).toBe('phoneNumber')
    expect(editFormField('inputtedData.customAssociatedInfo.accept_dm', customIds)).toBe('custom.2')
  })

  it('has no field for anything else', () => {
    expect(editFormField('inputtedData.setting', customIds)).toBeUndefined()
    expect(editFormField('inputtedData.customAssociatedInfo.gone', customIds)).toBeUndefined()
  })
})
