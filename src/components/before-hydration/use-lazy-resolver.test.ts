import { describe, expect, it, vi } from 'vitest'
import type { Resolver } from 'react-hook-form'
import { lazyResolver } from './use-lazy-resolver'

type Values = { value: string }
const answer = { values: { value: 'a' }, errors: {} }
const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<Resolver<Values>>[2]

describe('lazyResolver', () => {
  it('loads the real resolver once, on first use or preload, and validates with it', async () => {
    const real = vi.fn<Resolver<Values>>(async () => answer)
    const load = vi.fn(async () => real)
    const lazy = lazyResolver(load)
    expect(load).not.toHaveBeenCalled()
    lazy.preload()
    expect(await lazy.resolver({ value: 'a' }, undefined, options)).toBe(answer)
    expect(await lazy.resolver({ value: 'b' }, undefined, options)).toBe(answer)
    expect(load).toHaveBeenCalledTimes(1)
    expect(real).toHaveBeenCalledTimes(2)
  })

  it('tries again after a failed load', async () => {
    const real = vi.fn<Resolver<Values>>(async () => answer)
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(real)
    const lazy = lazyResolver<Values, unknown, Values>(load)
    await expect(lazy.resolver({ value: 'a' }, undefined, options)).rejects.toThrow('offline')
    expect(await lazy.resolver({ value: 'a' }, undefined, options)).toBe(answer)
    expect(load).toHaveBeenCalledTimes(2)
  })
})
