import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { TrustedDevice } from '~generated/api/model'
import {
  canDeleteAll,
  queueTrustedDeviceToast,
  takeTrustedDeviceToast,
  remainingDevices,
} from './trusted-devices'

const device = (deviceToken: string): TrustedDevice => ({
  deviceToken,
  createdAt: '2026-11-20T21:40:12+09:00',
  currentDevice: false,
  option: { deviceInfo: 'iPhone', browserInfo: 'Safari 19' },
})

describe('canDeleteAll', () => {
  it('offers deleting all only with more than one device', () => {
    expect(canDeleteAll([])).toBe(false)
    expect(canDeleteAll([device('a')])).toBe(false)
    expect(canDeleteAll([device('a'), device('b')])).toBe(true)
  })
})

describe('remainingDevices', () => {
  it('removes the deleted devices and keeps the order of the others', () => {
    const list = [device('a'), device('b'), device('c')]
    expect(remainingDevices(list, new Set(['b'])).map((item) => item.deviceToken)).toEqual([
      'a',
      'c',
    ])
    expect(remainingDevices(list, new Set(['x']))).toHaveLength(3)
  })
})

describe('the toast kept in session storage', () => {
  beforeEach(() => {
    const items = new Map<string, string>()
    vi.stubGlobal('window', {
      sessionStorage: {
        getItem: (key: string) => items.get(key) ?? null,
        setItem: (key: string, value: string) => void items.set(key, value),
        removeItem: (key: string) => void items.delete(key),
      },
    })
  })
  afterEach(() => vi.unstubAllGlobals())

  it('is shown once', () => {
    queueTrustedDeviceToast('このデバイスは既に削除されています。')
    expect(takeTrustedDeviceToast()).toBe('このデバイスは既に削除されています。')
    expect(takeTrustedDeviceToast()).toBeNull()
  })

  it('is nothing when none was left', () => {
    expect(takeTrustedDeviceToast()).toBeNull()
  })
})
