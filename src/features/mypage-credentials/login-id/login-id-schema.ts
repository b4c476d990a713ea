import { msg } from '@lingui/core/macro'
import * as z from 'zod/mini'
import { messageId } from '~/lib/forms/messages'
import { loginIdIssue } from '~/lib/rules/login-id'

export const LOGIN_ID_UNCHANGED = msg`ログインIDを変更してください。`
const LOGIN_ID_MESSAGES = {
  characters: msg`半角英数字で入力してください。`,
  tooShort: msg`ログインIDは6文字以上です。`,
  tooLong: msg`ログインIDは15文字以下です。`,
} as const

/**
 * What is wrong with a typed login ID on /mypage/login-id/edit (spec 02 §5), if anything: 6 to
 * 15 half-width letters and digits, and not the current one.
 */
export function loginIdEditIssue(loginId: string, current: string | null) {
  const broken = loginIdIssue(loginId)
  if (broken) return LOGIN_ID_MESSAGES[broken]
  return loginId === current ? LOGIN_ID_UNCHANGED : undefined
}

/** The login ID form: the typed ID, surrounding spaces dropped. */
export function loginIdEditSchema(current: string | null) {
  return z.object({
    loginId: z.pipe(
      z.pipe(
        z.string(),
        z.transform((value: string) => value.trim()),
      ),
      z.string().check(
        z.superRefine((loginId: string, ctx) => {
          const issue = loginIdEditIssue(loginId, current)
          if (issue) ctx.addIssue({ code: 'custom', message: messageId(issue) })
        }),
      ),
    ),
  })
}

export type LoginIdEditInput = z.input<ReturnType<typeof loginIdEditSchema>>
export type LoginIdEditValues = z.output<ReturnType<typeof loginIdEditSchema>>
