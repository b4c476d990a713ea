import { describe, expect, it } from 'vitest'
import type { ActiveSession } from '~generated/api/model'
import { otherSessions, remainingSessions } from './sessions'

const session = (sessionId: string, isCurrent = false): ActiveSession => ({
  sessionId,
  ip: '203.0.113.24',
  signedInAt: '2026-11-25T10:00:00+09:00',
  lastActiveAt: '2026-11-28T10:00:00+09:00',
  isCurrent,
})

describe('sessions', () => {
  const list = [session('ses_here', true), session('ses_phone'), session('ses_tablet')]

  it('keeps the sessions not ended on the page, in order', () => {
    expect(remainingSessions(list, new Set(['ses_phone'])).map((s) => s.sessionId)).toEqual([
      'ses_here',
      'ses_tablet',
    ])
  })

  it('takes every session but this device’s as the others', () => {
    expect(otherSessions(list).map((s) => s.sessionId)).toEqual(['ses_phone', 'ses_tablet'])
    expect(otherSessions([session('ses_here', true)])).toEqual([])
  })
})
