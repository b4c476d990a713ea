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
   * Back to a named scenario: fresh fixtures, no sessions, empty outbox, no faults, real time, no
   * requests received.
   */
  reset(scenario = 'default'): void {
    const state = createState(scenario, new Date())
    this.clock.set(null)
    this.faults.clear()
    this.requests.clear()
    this.state = state
  }

  now(): Date {
    return this.clock.now()
  }
}

export const mockBackend = new MockBackend()
