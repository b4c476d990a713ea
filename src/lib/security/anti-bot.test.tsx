import { afterEach, describe, expect, it, vi } from 'vitest'
import { activeAntiBot, requestAntiBotToken } from './anti-bot'

const settings = { enabled: true, scriptUrl: 'https://antibot.example.jp/api.js', siteKey: 'key' }

afterEach(() => {
  delete window.grecaptcha
})

describe('activeAntiBot', () => {
  it('is null when the store has no (complete) anti-bot setting', () => {
    expect(activeAntiBot(undefined)).toBeNull()
    expect(activeAntiBot({ ...settings, enabled: false })).toBeNull()
    expect(activeAntiBot({ enabled: true })).toBeNull()
    expect(activeAntiBot(settings)).toEqual(settings)
  })
})

describe('requestAntiBotToken', () => {
  it('loads the script, then asks it for a token for the action', async () => {
    const execute = vi.fn().mockResolvedValue('token-1')
    const load = vi.fn(async () => {
      window.grecaptcha = { ready: (callback) => callback(), execute }
    })
    await expect(requestAntiBotToken(settings, 'login', load)).resolves.toBe('token-1')
    expect(load).toHaveBeenCalledWith('https://antibot.example.jp/api.js')
    expect(execute).toHaveBeenCalledWith('key', { action: 'login' })
  })

  it('gives no token when the script cannot load', async () => {
    const load = vi.fn().mockRejectedValue(new Error('blocked'))
    await expect(requestAntiBotToken(settings, 'login', load)).resolves.toBeUndefined()
  })
})
