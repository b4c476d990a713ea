import type { ExternalIdentityType } from '~generated/api/model'

/** Sign-up with an external account (spec 01 §2): /auth/authorize with the type and `signup`. */
export function signupAuthorizeHref(
  type: ExternalIdentityType,
  returnTo: string | undefined,
): string {
  const params = new URLSearchParams({ userIdentifierType: type, socialActionType: 'signup' })
  if (returnTo) params.set('returnTo', returnTo)
  return `/auth/authorize?${params}`
}
