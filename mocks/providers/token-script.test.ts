import { describe, expect, it } from 'vitest'
import {
  DECLINED_CARD,
  errorCardNumber,
  luhnCheckDigit,
  TEST_CARDS,
  THREE_D_SECURE_CARD,
  TOKEN_ERROR_CODES,
} from './test-cards'
import { mockCardProviderScript } from './token-script'

interface Answer {
  result: string
  errorCode?: string
  tokenResponse?: Record<string, string>
}
type Api = { generateToken(params: Record<string, string>, callback: (a: Answer) => void): void }

/** Runs the served script text, as the browser would, on a window of its own. */
function installServedScript(): { token: Api; threeDSecure: Api } {
  const target: Record<string, unknown> = {}
  new Function('window', mockCardProviderScript({ merchantId: '30132', serviceId: '103' }))(target)
  return { token: target.com_sbps_system as Api, threeDSecure: target.com_sbps_system_tds2 as Api }
}

const ask = (api: Api, params: Record<string, string>) =>
  new Promise<Answer>((resolve) => api.generateToken(params, resolve))

const nextYear = String(new Date().getFullYear() + 1)
const card = (ccNumber: string, extra: Record<string, string> = {}) => ({
  merchantId: '30132',
  serviceId: '103',
  ccNumber,
  ccExpiration: `${nextYear}12`,
  securityCode: '123',
  ...extra,
})

describe('the mock card provider script', () => {
  const { token, threeDSecure } = installServedScript()

  it('reaches every error code (03/04/05/07/99 × field 001–005) by a documented, Luhn-valid number', async () => {
    expect(TOKEN_ERROR_CODES).toHaveLength(25)
    for (const code of TOKEN_ERROR_CODES) {
      const number = errorCardNumber(code)
      expect(luhnCheckDigit(number.slice(0, -1))).toBe(number.slice(-1))
      expect(await ask(token, card(number))).toEqual({ result: 'NG', errorCode: code })
    }
  })

  it('tokenises the documented cards with brand, last digits, expiry and what the backend does', async () => {
    for (const { number, brand } of TEST_CARDS) {
      expect(luhnCheckDigit(number.slice(0, -1))).toBe(number.slice(-1))
      const answer = await ask(
        token,
        card(number, { securityCode: brand === 'A' ? '1234' : '123' }),
      )
      expect(answer.result).toBe('OK')
      const mode =
        number === THREE_D_SECURE_CARD ? '3ds' : number === DECLINED_CARD ? 'decline' : 'ok'
      expect(answer.tokenResponse?.token).toBe(
        `mock.${brand}.${number.slice(-4)}.${nextYear}12.${mode}`,
      )
      expect(answer.tokenResponse?.cardBrandCode).toBe(brand)
    }
  })

  it('checks the fields like a provider would', async () => {
    expect((await ask(token, card(''))).errorCode).toBe('03003')
    expect((await ask(token, card('4242424242424242', { merchantId: 'x' }))).errorCode).toBe(
      '04001',
    )
    expect((await ask(token, card('4242424242424241'))).errorCode).toBe('07003')
    expect((await ask(token, card('4242', {}))).errorCode).toBe('05003')
    expect((await ask(token, card('4242424242424242', { ccExpiration: '200001' }))).errorCode).toBe(
      '07004',
    )
    expect((await ask(token, card('378282246310005'))).errorCode).toBe('05005')
  })

  it('gives a 3-D Secure token for a card token', async () => {
    const answer = await ask(threeDSecure, {
      merchantId: '30132',
      serviceId: '103',
      token: 'mock.V.4242.202812.ok',
      tokenKey: 'k',
    })
    expect(answer.result).toBe('OK')
    expect(answer.tokenResponse?.token).toMatch(/^mock3ds\./)
  })
})
