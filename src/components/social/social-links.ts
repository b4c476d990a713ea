import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ExternalIdentityType, SocialActionType } from '~generated/api/model'

/** The label of an external account's button for what it is used for. */
export function socialButtonLabel(
  action: SocialActionType,
  provider: ExternalIdentityType,
): MessageDescriptor {
  switch (action) {
    case 'login':
      return msg`${provider}でログイン`
    case 'signup':
      return msg`${provider}で新規登録`
    case 'enableExternalAuth':
      return msg`${provider}と連携する`
  }
}
