import { http } from 'msw'
import type { MypageSessionsScreenData } from '~generated/api/model'
import { fail, noContent, notFound, ok, redirectTo, route } from '../http'
import { endSession, sessionsOfAccount } from '../state/sessions'
import type { MockState } from '../state/types'
import { activeSessions } from '../views/sessions'
import { member } from './context'

const sessionsOff = (state: MockState) => state.store.status.isActiveSessionsEnabled !== true
const SESSIONS_OFF_MESSAGE = 'この機能はご利用いただけません。'

/** The member's open sessions, and signing them out (beyond the spec, issue 34 §2). */
export const mypageSessionsHandlers = [
  http.get(
    route('/zapi/internal/mypage/sessions/screen-data'),
    member(({ state, account, session }) => {
      if (sessionsOff(state)) return redirectTo('/mypage')
      const body: MypageSessionsScreenData = {
        sessions: activeSessions(sessionsOfAccount(account.id), session),
      }
      return ok(body)
    }),
  ),

  http.delete(
    route('/zapi/account/sessions/:sessionId'),
    member(({ state, params, account, session }) => {
      if (sessionsOff(state)) return fail(403, 'FORBIDDEN', SESSIONS_OFF_MESSAGE)
      const target = sessionsOfAccount(account.id).find(
        (candidate) => candidate.publicId === params.sessionId,
      )
      if (!target) return notFound('このデバイスは既にログアウトしています。')
      if (target === session)
        return fail(
          409,
          'INVALID_REQUEST',
          'このデバイスはログアウト画面からログアウトしてください。',
        )
      endSession(target)
      return noContent()
    }),
  ),

  http.delete(
    route('/zapi/account/other-sessions'),
    member(({ state, account, session }) => {
      if (sessionsOff(state)) return fail(403, 'FORBIDDEN', SESSIONS_OFF_MESSAGE)
      for (const other of sessionsOfAccount(account.id)) if (other !== session) endSession(other)
      return noContent()
    }),
  ),
]
