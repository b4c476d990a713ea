import type { MockState } from '../state/types'

/** A named variant of the fixtures; `apply` changes a fresh default state in place. */
export interface Scenario {
  name: string
  description: string
  apply(state: MockState): void
}
