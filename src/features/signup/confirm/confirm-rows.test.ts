import { describe, expect, it } from 'vitest'
import { exampleSetting } from '~tests/fixtures/profile'
import { parentalConsentOptions } from '~tests/fixtures/signup'
import { confirmRows, type ConfirmSource } from './confirm-rows'
import { i18nFor } from '~tests/setup/i18n'

const i18n = await i18nFor('ja')

const source: ConfirmSource = {
  values: {
    familyName: '山田',
    givenName: '花子',
    familyNameKana: 'ヤマダ',
    givenNameKana: 'ハナコ',
    nickname: null,
    sex: '2',
    birthday: '19900415',
    prefecture: 13,
    postalCode: '1500001',
    customAssociatedInfo: [
      { id: 'favorite_genre', value: ['movie'] },
      { id: 'newsletter_opt_in', value: 'true' },
    ],
    email: 'hanako.yamada@example.jp',
    socialEmail: null,
    loginId: null,
    parentalConsentData: [],
  },
  setting: exampleSetting,
  parentalConsentOptions,
  countryName: null,
  hasPassword: true,
}

const table = (rows: ReturnType<typeof confirmRows>) =>
  Object.fromEntries(rows.map((row) => [row.label, row.value]))

describe('confirmRows', () => {
  it('shows the entered values by name, the password masked, empty ones as 未入力', () => {
    expect(table(confirmRows(source, i18n))).toEqual({
      メールアドレス: 'hanako.yamada@example.jp',
      ログインID: '未入力',
      パスワード: '********',
      姓: '山田',
      名: '花子',
      セイ: 'ヤマダ',
      メイ: 'ハナコ',
      ニックネーム: '未入力',
      性別: '女性',
      生年月日: '1990/04/15',
      郵便番号: '1500001',
      都道府県: '東京都',
      '住所（市区町村・番地）': '未入力',
      '建物名・部屋番号': '未入力',
      電話番号: '未入力',
      好きなジャンル: '映画',
      おすすめ情報: 'はい',
    })
  })

  it('leaves NOT_USE fields out and lists the ticked parental consents', () => {
    const rows = table(
      confirmRows(
        {
          ...source,
          values: {
            ...source.values,
            parentalConsentData: [
              { consentOptionId: 'pco_guardian', key: 'guardian_consent', value: true },
            ],
          },
        },
        i18n,
      ),
    )
    expect(rows).not.toHaveProperty('氏名')
    expect(rows).not.toHaveProperty('国・地域')
    expect(rows).not.toHaveProperty('メモ')
    expect(rows['保護者の方の同意']).toBe('保護者の同意を得ています')
  })
})
