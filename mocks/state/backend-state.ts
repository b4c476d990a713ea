import { FaultInjector } from '../faults'
import { RequestLog } from '../request-log'
import { MockClock } from './clock'
import { createState } from './create-state'
import type { MockState } from './types'

/**
 * The one mock backend of the server process: its state, the faults waiting to happen and its
 * clock. Handlers read `mockBackend.state` on every call, so a reset takes effect at once.
 */
class MockBackend {
  state: MockState
  readonly faults = new FaultInjector()
  readonly clock = new MockClock()
  readonly requests = new RequestLog()

  constructor() {
    this.state = createState('default', this.clock.now())
  }

  /**
   * Back to a named scenario: fresh fixtures, no sessions but the fixtures' other devices (fixtures/sessions.ts), empty outbox, no faults, no requests
   * received, and real time — or, given `now` (ISO 8601), fixture dates relative to that instant
   * and the clock stopped there (screenshots that do not change with the day).
   */
  reset(scenario = 'default', now: string | null = null): void {
    const startedAt = now === null ? new Date() : new Date(Date.parse(now))
    if (Number.isNaN(startedAt.getTime())) throw new RangeError(`Not a date-time: ${now}`)
    const state = createState(scenario, startedAt)
    this.clock.set(now)
    this.faults.clear()
    this.requests.clear()
    this.state = state
  }

  now(): Date {
    return this.clock.now()
  }
}

export const mockBackend = new MockBackend()
