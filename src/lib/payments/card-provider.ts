import { loadScript } from '../security/anti-bot'
import { safeRedirectPath } from '../security/safe-redirect'
import { PAYMENT_PROVIDER_ORIGINS } from './provider-origins'

/**
 * The one interface to the card provider's browser scripts (api/components/mypage-payments.yaml,
 * CreditCardSetting): the token script turns the card into a token and key (the card number
 * never reaches the site's backend), the 3-D Secure script turns that token into a 3-D Secure
 * token and key. The real provider (SBPS) and the embedded mock (/__mock/card-provider/…) serve
 * scripts with the same globals; nothing else in the app touches them.
 */

export interface ProviderAnswer {
  result?: string
  errorCode?: string
  tokenResponse?: { token?: string; tokenKey?: string }
}

interface TokenApi {
  generateToken(params: Record<string, string>, callback: (answer: ProviderAnswer) => void): void
}

declare global {
  interface Window {
    com_sbps_system?: TokenApi
    com_sbps_system_tds2?: TokenApi
  }
}

export interface CardProviderSetting {
  tokenScriptUrl: string
  threeDSecureScriptUrl: string | null
  merchantId: string
  serviceId: string
}

/** The card as the member typed it, digits only; expiry as 4-digit year and 2-digit month. */
export interface CardDetails {
  number: string
  expiryYear: string
  expiryMonth: string
  securityCode: string
}

export interface ProviderToken {
  token: string
  tokenKey: string
}

/**
 * What the scripts made of the card: tokens for the backend, or the provider's 5-digit error code
 * (null when the script could not be loaded or answered nothing usable).
 */
export type CardTokenResult =
  | { ok: true; card: ProviderToken; threeDSecure: ProviderToken | null }
  | { ok: false; errorCode: string | null }

/** How long a script may take to answer before the card counts as not tokenised. */
export const PROVIDER_TIMEOUT_MS = 20_000

/** The script's address when it is on this site or a known payment provider, else null. */
export function providerScriptUrl(url: string): string | null {
  const safe = safeRedirectPath(url, '', PAYMENT_PROVIDER_ORIGINS)
  return safe === '' ? null : safe
}

type Loader = (src: string) => Promise<void>

async function callScript(
  url: string,
  api: () => TokenApi | undefined,
  params: Record<string, string>,
  load: Loader,
): Promise<{ ok: true; token: ProviderToken } | { ok: false; errorCode: string | null }> {
  const src = providerScriptUrl(url)
  if (!src) return { ok: false, errorCode: null }
  try {
    await load(src)
  } catch {
    return { ok: false, errorCode: null }
  }
  const script = api()
  if (!script) return { ok: false, errorCode: null }
  const answer = await new Promise<ProviderAnswer | null>((resolve) => {
    const timer = setTimeout(() => resolve(null), PROVIDER_TIMEOUT_MS)
    try {
      script.generateToken(params, (value) => {
        clearTimeout(timer)
        resolve(value)
      })
    } catch {
      clearTimeout(timer)
      resolve(null)
    }
  })
  const token = answer?.tokenResponse?.token
  const tokenKey = answer?.tokenResponse?.tokenKey
  if (answer?.result === 'OK' && token && tokenKey) return { ok: true, token: { token, tokenKey } }
  const code = answer?.errorCode
  return { ok: false, errorCode: typeof code === 'string' && /^\d{5}$/.test(code) ? code : null }
}

/** The card's token (and 3-D Secure token when the store asks for it) from the provider's scripts. */
export async function tokenizeCard(
  setting: CardProviderSetting,
  card: CardDetails,
  load: Loader = loadScript,
): Promise<CardTokenResult> {
  const ids = { merchantId: setting.merchantId, serviceId: setting.serviceId }
  const tokenised = await callScript(
    setting.tokenScriptUrl,
    () => window.com_sbps_system,
    {
      ...ids,
      ccNumber: card.number,
      ccExpiration: card.expiryYear + card.expiryMonth,
      securityCode: card.securityCode,
    },
    load,
  )
  if (!tokenised.ok) return tokenised
  if (!setting.threeDSecureScriptUrl) return { ok: true, card: tokenised.token, threeDSecure: null }
  const threeDSecure = await createThreeDSecureToken(
    setting.threeDSecureScriptUrl,
    { ...ids, ...tokenised.token },
    load,
  )
  if (!threeDSecure.ok) return threeDSecure
  return { ok: true, card: tokenised.token, threeDSecure: threeDSecure.token }
}

/**
 * A 3-D Secure token and key from the provider's 3-D Secure script (registration above; a
 * purchase calls it with the confirm screen's script and its own parameters).
 */
export function createThreeDSecureToken(
  scriptUrl: string,
  params: Record<string, string>,
  load: Loader = loadScript,
) {
  return callScript(scriptUrl, () => window.com_sbps_system_tds2, params, load)
}

/** Starts loading the token script with the page, so that the submission does not wait for it. */
export function preloadCardProvider(setting: CardProviderSetting, load: Loader = loadScript): void {
  for (const url of [setting.tokenScriptUrl, setting.threeDSecureScriptUrl]) {
    const src = url && providerScriptUrl(url)
    if (src) load(src).catch(() => {})
  }
}
