import { msg } from '@lingui/core/macro'

/** Messages of the profile rules (spec 02 §5); the field's label says what is missing. */
export const REQUIRED_INPUT = msg`入力してください。`
export const REQUIRED_CHOICE = msg`選択してください。`
export const REQUIRED_CHECK = msg`チェックを入れてください。`
export const TEXT_TOO_LONG = msg`300文字以内で入力してください。`
export const SEX_REQUIRED = msg`性別を選択してください。`

/** Longest texts of the profile fields (the contract's limits), each with its message. */
export const TOO_LONG = {
  50: msg`50文字以内で入力してください。`,
  100: msg`100文字以内で入力してください。`,
  200: msg`200文字以内で入力してください。`,
} as const
