import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { LoginMethodChoice } from '~generated/api/model'

export const LOGIN_METHODS: readonly LoginMethodChoice[] = ['loginIdOnly', 'emailAndLoginId']

/** How each choice is named (spec 02 §2: 'login ID only', 'e-mail or login ID'). */
export const LOGIN_METHOD_LABELS: Record<LoginMethodChoice, MessageDescriptor> = {
  loginIdOnly: msg`ログインIDのみ`,
  emailAndLoginId: msg`メールアドレスまたはログインID`,
}
