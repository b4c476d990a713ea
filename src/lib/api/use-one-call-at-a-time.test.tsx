import { act, renderHook } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from './api-error'
import { closeFlowError, flowErrorStore } from './flow-error-store'
import { useOneCallAtATime, useOneCallPerItem } from './use-one-call-at-a-time'

/** A call that stays pending until `finish` is called. */
function heldCall() {
  let finish = () => {}
  const call = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)))
  return { call, finish: () => finish() }
}

beforeEach(() => closeFlowError())

describe('useOneCallPerItem', () => {
  it('runs one call per item at a time, and calls of other items beside it', async () => {
    const { result } = renderHook(() => useOneCallPerItem())
    const first = heldCall()
    const other = heldCall()
    const onFailure = vi.fn()
    let running: Promise<void>[] = []
    act(() => {
      running = [
        result.current.run('a', first.call, onFailure),
        result.current.run('a', first.call, onFailure),
        result.current.run('b', other.call, onFailure),
      ]
    })
    expect(first.call).toHaveBeenCalledOnce()
    expect(other.call).toHaveBeenCalledOnce()
    expect(result.current.isPending('a')).toBe(true)
    expect(result.current.isPending('b')).toBe(true)
    await act(async () => {
      first.finish()
      other.finish()
      await Promise.all(running)
    })
    expect(result.current.isPending('a')).toBe(false)
    expect(result.current.pending).toBe(false)
  })

  it('opens the flow-error notice for a failure that redirects, and leaves others to the page', async () => {
    const { result } = renderHook(() => useOneCallAtATime())
    const onFailure = vi.fn()
    const redirecting = new ApiError(401, { message: '', redirectTo: '/login' })
    await act(() => result.current.run(() => Promise.reject(redirecting), onFailure))
    expect(flowErrorStore.get()).toEqual({ redirectTo: '/login' })
    expect(onFailure).not.toHaveBeenCalled()

    const refused = new ApiError(409, { message: 'refused' })
    await act(() => result.current.run(() => Promise.reject(refused), onFailure))
    expect(onFailure).toHaveBeenCalledWith(refused)
  })
})
