import { describe, expect, it } from 'vitest'
import { backoffDelay } from './retry'

describe('backoffDelay', () => {
  it('waits about 1 s, 2 s, 4 s plus up to 1 s of jitter', () => {
    expect([1, 2, 3].map((n) => backoffDelay(n, () => 0))).toEqual([1000, 2000, 4000])
    expect([1, 2, 3].map((n) => backoffDelay(n, () => 0.999))).toEqual([1999, 2999, 4999])
  })
})
