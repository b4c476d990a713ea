/**
 * The mock card provider's browser scripts, served by the mock at /__mock/card-provider/token.js
 * and /__mock/card-provider/three-d-secure.js with the same global interface as the card
 * provider's (SBPS) scripts (api/components/mypage-payments.yaml, CreditCardSetting):
 *
 *   com_sbps_system.generateToken({merchantId, serviceId, ccNumber, ccExpiration, securityCode}, callback)
 *   com_sbps_system_tds2.generateToken({merchantId, serviceId, token, tokenKey}, callback)
 *
 * The callback gets `{result: 'OK', tokenResponse: {...}}` or `{result: 'NG', errorCode}`.
 *
 * `installMockCardProvider` runs in the browser: it is served as its own source text, so it must
 * not refer to anything outside itself. The card number reaches no server: the token carries
 * only the brand, the last 4 digits, the expiry and what the backend should do with it
 * (`mock.<brand>.<last4>.<YYYYMM>.<ok|3ds|decline>`).
 */

export interface MockProviderConfig {
  merchantId: string
  serviceId: string
}

interface TokenParams {
  merchantId?: string
  serviceId?: string
  ccNumber?: string
  ccExpiration?: string
  securityCode?: string
  token?: string
  tokenKey?: string
}

type TokenAnswer =
  { result: 'OK'; tokenResponse: Record<string, string> } | { result: 'NG'; errorCode: string }

interface ProviderWindow {
  com_sbps_system?: unknown
  com_sbps_system_tds2?: unknown
}

/**
 * The Luhn (mod 10) check, the provider's own (the mock does not borrow the site's rules: it
 * plays the other side). Served as its own source text next to installMockCardProvider.
 */
export function luhnValid(digits: string): boolean {
  let sum = 0
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index])
    if (index % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return digits.length > 0 && sum % 10 === 0
}

export function installMockCardProvider(
  target: ProviderWindow,
  config: MockProviderConfig,
  luhn: (digits: string) => boolean,
  now: () => Date = () => new Date(),
): void {
  const brandOf = (digits: string): string | null => {
    if (/^4/.test(digits)) return 'V'
    const first4 = Number(digits.slice(0, 4))
    if (/^5/.test(digits) || (first4 >= 2221 && first4 <= 2720)) return 'M'
    if (/^3[47]/.test(digits)) return 'A'
    if (/^35/.test(digits)) return 'J'
    if (/^3[068]/.test(digits)) return 'D'
    return null
  }
  const randomHex = (length: number): string => {
    let out = ''
    while (out.length < length) out += Math.floor(Math.random() * 16).toString(16)
    return out
  }
  const empty = (value: string | undefined): boolean => value === undefined || value === ''
  const thisMonth = (): string => {
    const date = now()
    return String(date.getFullYear()) + String(date.getMonth() + 1).padStart(2, '0')
  }

  const cardError = (params: TokenParams): string | null => {
    const { merchantId, serviceId, ccNumber, ccExpiration, securityCode } = params
    const documented = /^49000(\d{5})00000\d$/.exec(ccNumber ?? '')
    if (documented && luhn(ccNumber ?? '')) return documented[1] ?? null
    if (empty(merchantId)) return '03001'
    if (empty(serviceId)) return '03002'
    if (empty(ccNumber)) return '03003'
    if (empty(ccExpiration)) return '03004'
    if (empty(securityCode)) return '03005'
    if (merchantId !== config.merchantId) return '04001'
    if (serviceId !== config.serviceId) return '04002'
    const number = ccNumber ?? ''
    if (!/^\d+$/.test(number)) return '04003'
    if (number.length < 14 || number.length > 16) return '05003'
    if (!luhn(number) || brandOf(number) === null) return '07003'
    const expiry = ccExpiration ?? ''
    if (!/^\d+$/.test(expiry)) return '04004'
    if (expiry.length !== 6) return '05004'
    const month = Number(expiry.slice(4))
    if (month < 1 || month > 12 || expiry < thisMonth()) return '07004'
    const code = securityCode ?? ''
    if (!/^\d+$/.test(code)) return '04005'
    if (code.length !== (brandOf(number) === 'A' ? 4 : 3)) return '05005'
    return null
  }

  const answerLater = (callback: (answer: TokenAnswer) => void, answer: TokenAnswer) => {
    setTimeout(() => callback(answer), 150)
  }

  target.com_sbps_system = {
    generateToken(params: TokenParams, callback: (answer: TokenAnswer) => void): void {
      const errorCode = cardError(params)
      if (errorCode !== null) return answerLater(callback, { result: 'NG', errorCode })
      const number = params.ccNumber ?? ''
      const brand = brandOf(number) ?? 'V'
      const mode =
        number === '4000000000003220' ? '3ds' : number === '4000000000000002' ? 'decline' : 'ok'
      answerLater(callback, {
        result: 'OK',
        tokenResponse: {
          token: ['mock', brand, number.slice(-4), params.ccExpiration ?? '', mode].join('.'),
          tokenKey: 'mockkey.' + randomHex(24),
          maskedCcNumber: number.slice(0, 6) + '*'.repeat(number.length - 10) + number.slice(-4),
          ccExpiration: params.ccExpiration ?? '',
          cardBrandCode: brand,
        },
      })
    },
  }

  target.com_sbps_system_tds2 = {
    generateToken(params: TokenParams, callback: (answer: TokenAnswer) => void): void {
      if (empty(params.merchantId))
        return answerLater(callback, { result: 'NG', errorCode: '03001' })
      if (empty(params.serviceId))
        return answerLater(callback, { result: 'NG', errorCode: '03002' })
      if (empty(params.token) || empty(params.tokenKey))
        return answerLater(callback, { result: 'NG', errorCode: '03003' })
      answerLater(callback, {
        result: 'OK',
        tokenResponse: {
          token: 'mock3ds.' + randomHex(24),
          tokenKey: 'mock3dskey.' + randomHex(24),
        },
      })
    },
  }
}

/** The JavaScript of the served scripts: both globals, whichever script the page loads. */
export const mockCardProviderScript = (config: MockProviderConfig): string =>
  `(${installMockCardProvider.toString()})(window, ${JSON.stringify(config)}, ${luhnValid.toString()});\n`
