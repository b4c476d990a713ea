import type { ExternalIdentityType, SocialActionType } from '~generated/api/model'

/**
 * Start of an external-account authorisation (spec 01 §2): /auth/authorize with type and action
 * — sign-in, sign-up, or linking from My Page (`enableExternalAuth`).
 */
export function authorizeHref(
  type: ExternalIdentityType,
  action: SocialActionType,
  returnTo: string | undefined,
): string {
  const params = new URLSearchParams({ userIdentifierType: type, socialActionType: action })
  if (returnTo) params.set('returnTo', returnTo)
  return `/auth/authorize?${params}`
}
