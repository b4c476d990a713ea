import type { ActiveSession } from '~generated/api/model'
import { describeUserAgent } from '../auth/device'
import { isoJst } from '../state/dates'
import type { Session } from '../state/types'

/** One open session as the member's list shows it; `current` is the session asking. */
export function activeSession(session: Session, current: Session): ActiveSession {
  return {
    sessionId: session.publicId,
    ...describeUserAgent(session.userAgent),
    // The mock places every address in Japan, as its login history does.
    country: '日本',
    ip: session.ip,
    signedInAt: isoJst(session.signedInAt ?? session.lastActiveAt),
    lastActiveAt: isoJst(session.lastActiveAt),
    isCurrent: session === current,
  }
}

/** The member's open sessions: this one first, then the most recently active. */
export const activeSessions = (sessions: readonly Session[], current: Session): ActiveSession[] =>
  [...sessions]
    .sort(
      (a, b) => Number(b === current) - Number(a === current) || b.lastActiveAt - a.lastActiveAt,
    )
    .map((session) => activeSession(session, current))
