import { msg } from '@lingui/core/macro'
import * as z from 'zod/mini'
import type { LoginMethodChoice } from '~generated/api/model'
import { messageId } from '~/lib/forms/messages'
import { LOGIN_METHODS } from './login-method-choices'

export const LOGIN_METHOD_REQUIRED = msg`ログイン方法を選択してください。`

const isLoginMethod = (value: string): value is LoginMethodChoice =>
  (LOGIN_METHODS as readonly string[]).includes(value)

/** /mypage/login-method (spec 02 §2): one of the two choices. */
export function loginMethodSchema() {
  return z.object({
    method: z.pipe(
      z.string().check(z.refine(isLoginMethod, messageId(LOGIN_METHOD_REQUIRED))),
      z.transform((value: string) => value as LoginMethodChoice),
    ),
  })
}

export type LoginMethodInput = z.input<ReturnType<typeof loginMethodSchema>>
export type LoginMethodValues = z.output<ReturnType<typeof loginMethodSchema>>
