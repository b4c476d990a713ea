import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  createThreeDSecureToken,
  providerScriptUrl,
  tokenizeCard,
  type ProviderAnswer,
} from './card-provider'

const setting = {
  tokenScriptUrl: '/__mock/card-provider/token.js',
  threeDSecureScriptUrl: '/__mock/card-provider/three-d-secure.js',
  merchantId: '30132',
  serviceId: '103',
}
const card = {
  number: '4242424242424242',
  expiryYear: '2030',
  expiryMonth: '04',
  securityCode: '123',
}

type Callback = (answer: ProviderAnswer) => void

function installScripts(token: (params: Record<string, string>) => ProviderAnswer, tds = token) {
  window.com_sbps_system = {
    generateToken: (params, callback: Callback) => callback(token(params)),
  }
  window.com_sbps_system_tds2 = {
    generateToken: (params, callback: Callback) => callback(tds(params)),
  }
}

describe('the card provider interface', () => {
  afterEach(() => {
    delete window.com_sbps_system
    delete window.com_sbps_system_tds2
  })

  it('sends the card to the token script only, then the token to the 3-D Secure script', async () => {
    const load = vi.fn(async (_src: string) => {})
    const seen: Record<string, string>[] = []
    installScripts(
      (params) => (
        seen.push(params),
        { result: 'OK', tokenResponse: { token: 't1', tokenKey: 'k1' } }
      ),
      (params) => (
        seen.push(params),
        { result: 'OK', tokenResponse: { token: 't2', tokenKey: 'k2' } }
      ),
    )
    expect(await tokenizeCard(setting, card, load)).toEqual({
      ok: true,
      card: { token: 't1', tokenKey: 'k1' },
      threeDSecure: { token: 't2', tokenKey: 'k2' },
    })
    expect(load.mock.calls.map(([src]) => src)).toEqual([
      setting.tokenScriptUrl,
      setting.threeDSecureScriptUrl,
    ])
    expect(seen).toEqual([
      {
        merchantId: '30132',
        serviceId: '103',
        ccNumber: card.number,
        ccExpiration: '203004',
        securityCode: '123',
      },
      { merchantId: '30132', serviceId: '103', token: 't1', tokenKey: 'k1' },
    ])
  })

  it('skips 3-D Secure when the store has no script for it', async () => {
    installScripts(() => ({ result: 'OK', tokenResponse: { token: 't1', tokenKey: 'k1' } }))
    const result = await tokenizeCard(
      { ...setting, threeDSecureScriptUrl: null },
      card,
      async () => {},
    )
    expect(result).toEqual({ ok: true, card: { token: 't1', tokenKey: 'k1' }, threeDSecure: null })
  })

  it("passes the provider's 5-digit error code on, and null when nothing usable came back", async () => {
    installScripts(() => ({ result: 'NG', errorCode: '05003' }))
    expect(await tokenizeCard(setting, card, async () => {})).toEqual({
      ok: false,
      errorCode: '05003',
    })
    installScripts(() => ({ result: 'NG', errorCode: 'oops' }))
    expect(await tokenizeCard(setting, card, async () => {})).toEqual({
      ok: false,
      errorCode: null,
    })
    expect(
      await tokenizeCard(setting, card, async () => {
        throw new Error('offline')
      }),
    ).toEqual({ ok: false, errorCode: null })
    installScripts(
      () => ({ result: 'OK', tokenResponse: { token: 't1', tokenKey: 'k1' } }),
      () => ({ result: 'NG', errorCode: '99001' }),
    )
    expect(await tokenizeCard(setting, card, async () => {})).toEqual({
      ok: false,
      errorCode: '99001',
    })
  })

  it('loads scripts only from this site or a known provider', async () => {
    expect(
      providerScriptUrl('https://token.sps-system.com/sbpstoken/com_sbps_system_token.js'),
    ).not.toBeNull()
    expect(providerScriptUrl('https://evil.example/token.js')).toBeNull()
    expect(providerScriptUrl('//evil.example/token.js')).toBeNull()
    const load = vi.fn(async () => {})
    expect(await createThreeDSecureToken('https://evil.example/3ds.js', {}, load)).toEqual({
      ok: false,
      errorCode: null,
    })
    expect(load).not.toHaveBeenCalled()
  })
})
