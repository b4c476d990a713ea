import { ExternalIdentityType } from '~generated/api/model/externalIdentityType'
import { SocialActionType } from '~generated/api/model/socialActionType'
import { oneOf, parseParams, returnTo } from '~/lib/routing/search-params'

/**
 * The search of /auth/authorize (contract: getAuthAuthorizeScreenData's query): the external
 * account and the action are required, one of the contract's values; `returnTo` is kept only when
 * it is a path on this site.
 */
export function authorizeSearch(search: Record<string, unknown>) {
  return parseParams(search, {
    userIdentifierType: oneOf(ExternalIdentityType),
    socialActionType: oneOf(SocialActionType),
    returnTo,
  })
}
