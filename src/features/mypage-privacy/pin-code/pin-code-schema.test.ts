import { describe, expect, it } from 'vitest'
import { PostAccountPinCodeSetBody } from '~generated/zod/mypage-privacy/mypage-privacy.zod'
import {
  PIN_INVALID_CHARACTERS,
  PIN_MISMATCH,
  PIN_WRONG_LENGTH,
  pinCodeSchema,
} from './pin-code-schema'

const errors = (pinCode: string[], pinCodeConfirm: string[]) => {
  const result = pinCodeSchema().safeParse({ pinCode, pinCodeConfirm })
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]))
}

describe('pinCodeSchema', () => {
  it('accepts two equal rows of four digits and sends what the contract accepts', () => {
    const result = pinCodeSchema().parse({
      pinCode: ['2', '5', '8', '0'],
      pinCodeConfirm: ['2', '5', '8', '0'],
    })
    expect(result.pinCode).toBe('2580')
    expect(PostAccountPinCodeSetBody.safeParse({ pinCode: result.pinCode }).success).toBe(true)
  })
  it('wants four digits in each row', () => {
    expect(errors(['2', '5', '8', ''], ['2', '5', '8', ''])).toEqual({
      pinCode: PIN_WRONG_LENGTH.id,
      pinCodeConfirm: PIN_WRONG_LENGTH.id,
    })
  })
  it('refuses characters other than digits', () => {
    expect(errors(['2', 'a', '8', '0'], ['2', '5', '8', '0'])).toMatchObject({
      pinCode: PIN_INVALID_CHARACTERS.id,
    })
  })
  it('wants the confirmation to match', () => {
    expect(errors(['2', '5', '8', '0'], ['2', '5', '8', '1'])).toEqual({
      pinCodeConfirm: PIN_MISMATCH.id,
    })
  })
})
