import { describe, expect, it } from 'vitest'
import { confirmRow, profileConfirmRows } from './confirm-rows'
import { everyFieldSetting, exampleSetting, hanakoProfile } from '~tests/fixtures/profile'
import { i18nFor } from '~tests/setup/i18n'

const [ja, en] = await Promise.all([i18nFor('ja'), i18nFor('en')])

const table = (rows: ReturnType<typeof profileConfirmRows>) =>
  Object.fromEntries(rows.map((row) => [row.label, row.value]))

describe('profileConfirmRows', () => {
  it('lists every field the setting uses, codes by their names, custom fields by their titles', () => {
    const { customAssociatedInfo, ...formData } = hanakoProfile
    const rows = profileConfirmRows(
      {
        profile: { ...formData, nickname: null },
        customValues: customAssociatedInfo,
        setting: everyFieldSetting,
        countryName: '日本',
      },
      ja,
    )
    expect(table(rows)).toEqual({
      氏名: '未入力',
      '氏名（フリガナ）': '未入力',
      姓: '山田',
      名: '花子',
      セイ: 'ヤマダ',
      メイ: 'ハナコ',
      ニックネーム: '未入力',
      性別: '女性',
      生年月日: '1990/04/15',
      '国・地域': '日本',
      郵便番号: '1500001',
      都道府県: '東京都',
      '住所（市区町村・番地）': '渋谷区神宮前1-2-3',
      '建物名・部屋番号': '神宮前ハイツ101',
      電話番号: '09012345678',
      好きなジャンル: 'ドラマ',
      当サービスを知ったきっかけ: '友人の紹介',
      ダイレクトメールを受け取る: 'いいえ',
    })
    expect(rows.map((row) => row.key)).toContain('custom.accept_dm')
  })

  it('reads the custom values from the profile itself and leaves NOT_USE fields out', () => {
    const rows = table(
      profileConfirmRows(
        { profile: hanakoProfile, setting: exampleSetting, countryName: null },
        en,
      ),
    )
    expect(rows).not.toHaveProperty('Full name')
    expect(rows).not.toHaveProperty('Country or region')
    expect(rows).toMatchObject({ Sex: 'Female', Prefecture: 'Tokyo' })
  })
})

describe('profileConfirmRows: several choices of a custom select field', () => {
  const genres = (i18n: typeof ja) => {
    const { customAssociatedInfo, ...formData } = hanakoProfile
    const rows = profileConfirmRows(
      {
        profile: formData,
        customValues: (customAssociatedInfo ?? []).map((entry) =>
          entry.id === 'favorite_genre' ? { ...entry, value: ['drama', 'movie'] } : entry,
        ),
        setting: everyFieldSetting,
        countryName: null,
      },
      i18n,
    )
    return rows.find((row) => row.key === 'custom.favorite_genre')?.value
  }

  it('joins them with the ideographic comma in Japanese, with a comma in English', () => {
    expect(genres(ja)).toBe('ドラマ、映画')
    expect(genres(en)).toBe('ドラマ, 映画')
  })
})

describe('confirmRow', () => {
  it('reads 未入力 for an empty value', () => {
    expect(confirmRow(ja, 'loginId', 'ログインID', null)).toEqual({
      key: 'loginId',
      label: 'ログインID',
      value: '未入力',
    })
  })
})
