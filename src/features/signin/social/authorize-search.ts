import * as z from 'zod/mini'
import { ExternalIdentityType } from '~generated/api/model/externalIdentityType'
import { SocialActionType } from '~generated/api/model/socialActionType'
import { returnToParam } from '~/lib/security/return-to'

/**
 * The search of /auth/authorize (contract: getAuthAuthorizeScreenData's query): the external
 * account and the action are required, one of the contract's values; `returnTo` is kept only when
 * it is a path on this site.
 */
export const authorizeSearch = z.object({
  userIdentifierType: z.enum(ExternalIdentityType),
  socialActionType: z.enum(SocialActionType),
  returnTo: returnToParam,
})
