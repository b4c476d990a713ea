import { http } from 'msw'
import { notFound, ok, redirectTo, route } from '../http'
import { browserOf } from './root'
import type { MockState } from '../state/types'
import { member } from './context'

/** Connected apps are hidden in the native app and when the store disables them (spec 02 §6). */
const connectionsHidden = (request: Request, state: MockState) =>
  !state.store.status.isConnectionsEnabled || browserOf(request).isApp

/** Connected apps (granted OIDC clients) and their revocation (spec 02 §2 "Connected apps"). */
export const mypageConnectionsHandlers = [
  http.get(
    route('/zapi/internal/mypage/connections/screen-data'),
    member(({ request, state, account }) => {
      if (connectionsHidden(request, state)) return redirectTo('/mypage')
      return ok({
        grants: [...account.grants].sort((a, b) => b.issuedAt.localeCompare(a.issuedAt)),
      })
    }),
  ),

  http.get(
    route('/zapi/internal/mypage/connections/client/:clientId/screen-data'),
    member(({ request, state, params, account }) => {
      if (connectionsHidden(request, state)) return redirectTo('/mypage')
      const grant = account.grants.find((candidate) => candidate.clientId === params.clientId)
      return grant ? ok({ grant }) : notFound('連携しているサービスが見つかりません。')
    }),
  ),

  http.post(
    route('/zapi/oidc/revoke/grant/:grantId'),
    member(({ params, account, session }) => {
      const grant = account.grants.find((candidate) => candidate.grantId === params.grantId)
      if (!grant) return notFound('連携しているサービスが見つかりません。')
      account.grants = account.grants.filter((candidate) => candidate !== grant)
      session.completed.revokedClientName = grant.client.client_name_ja ?? grant.client.client_name
      return redirectTo('/mypage/connections/client/revoke/complete')
    }),
  ),

  http.get(
    route('/zapi/internal/mypage/connections/client/revoke/complete/screen-data'),
    member(({ session }) => ok({ clientName: session.completed.revokedClientName ?? null })),
  ),
]
