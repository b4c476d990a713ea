import type { ExternalAccount, ExternalIdentityType } from '~generated/api/model'
import { mockBackend } from '../state/backend-state'
import type { MemberAccount } from '../state/types'

export const identifierMethodOf = (type: ExternalIdentityType): string =>
  ({ LINE: 'line', Google: 'google', 'Yahoo! JAPAN': 'yahoo', Facebook: 'facebook' })[type]

/** An external account may be unlinked unless it is the member's only way to sign in. */
export const canUnlink = (account: MemberAccount): boolean =>
  account.password !== null || account.externalAccounts.length > 1

/** One row per external identity type the store allows, linked or not. */
export function externalAccountsView(account: MemberAccount): ExternalAccount[] {
  return (mockBackend.state.store.status.allowedExternalIdentityTypes ?? []).map((type) => {
    const linked = account.externalAccounts.find((external) => external.type === type)
    return {
      userIdentifierType: type,
      userIdentifierName: linked?.name ?? null,
      userIdentifierMethod: linked?.method ?? identifierMethodOf(type),
      isLinked: linked !== undefined,
      canUnlink: linked !== undefined && canUnlink(account),
    }
  })
}
