import { describe, expect, it } from 'vitest'
import { CARD_REGISTRATION_FAILED, tokenFailure } from './token-errors'

const text = (code: string | null) => {
  const failure = tokenFailure(code)
  return [failure.field, failure.message.message, failure.code]
}

describe('card provider token errors', () => {
  it('puts 03 required, 04/07 invalid and 05 length on the card field named by 003–005', () => {
    expect(text('03003')).toEqual(['cardNumber', 'カード番号を入力してください。', null])
    expect(text('04003')).toEqual(['cardNumber', 'カード番号が正しくありません。', null])
    expect(text('07003')).toEqual(['cardNumber', 'カード番号が正しくありません。', null])
    expect(text('05003')).toEqual(['cardNumber', 'カード番号の桁数が正しくありません。', null])
    expect(text('03004')).toEqual(['expiry', '有効期限を選択してください。', null])
    expect(text('07004')).toEqual(['expiry', '有効期限が正しくありません。', null])
    expect(text('05005')).toEqual([
      'securityCode',
      'セキュリティコードの桁数が正しくありません。',
      null,
    ])
  })

  it('shows 99 system errors and the store ids (001, 002) above the form with the code', () => {
    expect(text('99003')).toEqual([
      null,
      'カード会社との通信でエラーが発生しました。時間をおいて再度お試しください。',
      '99003',
    ])
    expect(text('03001')).toEqual([null, CARD_REGISTRATION_FAILED.message, '03001'])
    expect(text('04002')).toEqual([null, CARD_REGISTRATION_FAILED.message, '04002'])
  })

  it("falls back to 'クレジットカードの登録に失敗しました' for unknown or missing codes", () => {
    expect(text('12003')).toEqual([null, 'クレジットカードの登録に失敗しました', '12003'])
    expect(text('03009')).toEqual([null, 'クレジットカードの登録に失敗しました', '03009'])
    expect(text(null)).toEqual([null, 'クレジットカードの登録に失敗しました', null])
    expect(text('abc')).toEqual([null, 'クレジットカードの登録に失敗しました', null])
  })
})
