import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ExternalIdentityType, SocialActionType } from '~generated/api/model'

/** Start of an external-account authorisation (spec 01 §2): /auth/authorize with type and action. */
export function authorizeHref(
  type: ExternalIdentityType,
  action: SocialActionType,
  returnTo: string | undefined,
): string {
  const params = new URLSearchParams({ userIdentifierType: type, socialActionType: action })
  if (returnTo) params.set('returnTo', returnTo)
  return `/auth/authorize?${params}`
}

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
