import { fixtureAccounts } from '../fixtures/accounts'
import { plans } from '../fixtures/plans'
import { fixtureSessions } from '../fixtures/sessions'
import { defaultStore } from '../fixtures/store'
import { findScenario } from '../scenarios'
import type { MockState } from './types'

export class UnknownScenarioError extends Error {}

/** A fresh state for the named scenario, its dates relative to `now`. */
export function createState(scenarioName = 'default', now: Date = new Date()): MockState {
  const scenario = findScenario(scenarioName)
  if (!scenario) throw new UnknownScenarioError(`Unknown scenario: ${scenarioName}`)
  const store = defaultStore()
  const planRecords = plans(now)
  const state: MockState = {
    scenario: scenario.name,
    store,
    accounts: fixtureAccounts(now, planRecords, store),
    plans: planRecords,
    sessions: new Map(fixtureSessions(now).map((session) => [session.id, session])),
    pins: [],
    outbox: [],
    resetTokens: [],
    loginFailures: new Map(),
    providerTransactions: [],
  }
  scenario.apply(state)
  return state
}
