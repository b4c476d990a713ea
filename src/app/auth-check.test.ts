import { describe, expect, it } from 'vitest'
import { isAuthStale } from './auth-check'

describe('isAuthStale', () => {
  it('is false when cookie and authId agree', () => {
    expect(isAuthStale('acc-1', 'acc-1')).toBe(false)
    expect(isAuthStale(null, null)).toBe(false)
  })
  it('treats empty values as signed out', () => {
    expect(isAuthStale('', null)).toBe(false)
    expect(isAuthStale(undefined, '')).toBe(false)
  })
  it('is true after sign-in, sign-out or account switch', () => {
    expect(isAuthStale('acc-1', null)).toBe(true)
    expect(isAuthStale(null, 'acc-1')).toBe(true)
    expect(isAuthStale('acc-2', 'acc-1')).toBe(true)
  })
})
