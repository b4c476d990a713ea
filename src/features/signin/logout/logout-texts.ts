import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { LogoutScreenData } from '~generated/api/model'

/** The confirmation's text by how the member signs in (spec 02 §2 "Logout confirmation"). */
export function logoutNotice(
  loginIdentifier: LogoutScreenData['loginIdentifier'],
): MessageDescriptor {
  switch (loginIdentifier) {
    case 'email':
      return msg`次回はメールアドレスとパスワードでログインしてください。`
    case 'loginId':
      return msg`次回はログインIDとパスワードでログインしてください。`
    case 'emailAndLoginId':
      return msg`次回はメールアドレスまたはログインIDとパスワードでログインしてください。`
    case null:
      return msg`次回は連携している外部アカウントでログインしてください。`
  }
}
