import { describe, expect, it, vi } from 'vitest'
import { flowErrorStore, toSafeRestartHref } from './flow-error-store'

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

describe('toSafeRestartHref', () => {
  const origin = 'https://account.example.com'
  it('keeps relative paths and same-origin URLs', () => {
    expect(toSafeRestartHref('/plans/1', origin)).toBe('/plans/1')
    expect(toSafeRestartHref('https://account.example.com/signup?x=1', origin)).toBe('/signup?x=1')
  })
  it('rejects other origins and protocol-relative or script URLs', () => {
    expect(toSafeRestartHref('https://evil.example/', origin)).toBe('/')
    expect(toSafeRestartHref('//evil.example/', origin)).toBe('/')
    expect(toSafeRestartHref('/\\evil.example', origin)).toBe('/')
    expect(toSafeRestartHref('javascript:alert(1)', origin)).toBe('/')
  })
})
