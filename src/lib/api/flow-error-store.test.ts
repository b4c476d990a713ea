import { describe, expect, it, vi } from 'vitest'
import { flowErrorStore } from './flow-error-store'

describe('flowErrorStore', () => {
  it('notifies subscribers on open and close', () => {
    const listener = vi.fn()
    const unsubscribe = flowErrorStore.subscribe(listener)
    flowErrorStore.open({ redirectTo: '/plans' })
    expect(flowErrorStore.get()).toEqual({ redirectTo: '/plans' })
    flowErrorStore.close()
    expect(flowErrorStore.get()).toBeNull()
    expect(listener).toHaveBeenCalledTimes(2)
    unsubscribe()
  })
})
