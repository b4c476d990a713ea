import type { ActiveSession } from '~generated/api/model'

/**
 * The list once sessions were signed out on the page (updated in place): the screen data less the
 * ended ones, so that a fresher answer of the server still shows.
 */
export const remainingSessions = (
  sessions: readonly ActiveSession[],
  ended: ReadonlySet<string>,
): ActiveSession[] => sessions.filter((session) => !ended.has(session.sessionId))

/** The sessions 'sign out everywhere else' ends: every one but this device's. */
export const otherSessions = (sessions: readonly ActiveSession[]): ActiveSession[] =>
  sessions.filter((session) => !session.isCurrent)
