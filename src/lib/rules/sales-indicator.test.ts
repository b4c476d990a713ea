import { describe, expect, it } from 'vitest'
import { salesIndicator } from './sales-indicator'

describe('salesIndicator (spec 01 §4, §9)', () => {
  it('shows nothing without a limit', () => {
    expect(salesIndicator({ salesCount: 10_000, salesLimit: null })).toBe('none')
  })
  it('is sold out at or above the limit', () => {
    expect(salesIndicator({ salesCount: 100, salesLimit: 100 })).toBe('soldOut')
    expect(salesIndicator({ salesCount: 101, salesLimit: 100 })).toBe('soldOut')
    expect(salesIndicator({ salesCount: 0, salesLimit: 0 })).toBe('soldOut')
  })
  it('is few from 80 % sold', () => {
    expect(salesIndicator({ salesCount: 80, salesLimit: 100 })).toBe('few')
    expect(salesIndicator({ salesCount: 79, salesLimit: 100 })).toBe('enough')
  })
  it('is few with one left, whatever the share', () => {
    expect(salesIndicator({ salesCount: 1, salesLimit: 2 })).toBe('few')
    expect(salesIndicator({ salesCount: 0, salesLimit: 1 })).toBe('few')
    expect(salesIndicator({ salesCount: 0, salesLimit: 2 })).toBe('enough')
  })
  it('counts a missing salesCount as none sold', () => {
    expect(salesIndicator({ salesCount: null, salesLimit: 10 })).toBe('enough')
  })
})
