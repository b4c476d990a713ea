import { msg } from '@lingui/core/macro'
import * as z from 'zod/mini'
import { messageId } from '~/lib/forms/messages'

/** The TV-profile PIN: exactly 4 digits (spec 02 §5, §9). */
export const TV_PIN_LENGTH = 4

export const PIN_WRONG_LENGTH = msg`4桁のPINコードを入力してください。`
export const PIN_INVALID_CHARACTERS = msg`PINコードに使用できない文字が含まれています。`
export const PIN_MISMATCH = msg`確認用PINコードが一致しません。`

/** One row of boxes as the PIN it spells. */
const pinRow = () =>
  z.pipe(
    z.pipe(
      z.array(z.string()),
      z.transform((digits) => digits.join('')),
    ),
    z
      .string()
      .check(
        z.regex(/^[0-9]*$/, messageId(PIN_INVALID_CHARACTERS)),
        z.length(TV_PIN_LENGTH, messageId(PIN_WRONG_LENGTH)),
      ),
  )

/** /mypage/pin-code: the new PIN and its confirmation, which must match. */
export const pinCodeSchema = () =>
  z.object({ pinCode: pinRow(), pinCodeConfirm: pinRow() }).check(
    z.refine((values) => values.pinCode === values.pinCodeConfirm, {
      path: ['pinCodeConfirm'],
      message: messageId(PIN_MISMATCH),
    }),
  )
