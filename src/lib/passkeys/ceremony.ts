import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'

/**
 * The browser's side of a passkey ceremony (@simplewebauthn/browser), loaded on first use so that
 * no page's initial JavaScript carries it: a page that offers passkeys asks for it when it idles
 * (`preloadWebAuthn`), and a press before it arrived waits for it rather than being refused.
 */
export const loadWebAuthn = () => import('@simplewebauthn/browser')

export function preloadWebAuthn(): void {
  const load = () => void loadWebAuthn().catch(() => {})
  if ('requestIdleCallback' in window) window.requestIdleCallback(load, { timeout: 2000 })
  else setTimeout(load, 200)
}

/** Why the browser or the authenticator ended a ceremony (not the backend). */
export type CeremonyFailure = 'cancelled' | 'superseded' | 'alreadyRegistered' | 'unsupported'

/**
 * A ceremony's failure in the browser, by the DOMException's name that @simplewebauthn passes on
 * (its WebAuthnError keeps it); null for anything else (a failed call: the backend's answer).
 */
export function ceremonyFailure(error: unknown): CeremonyFailure | null {
  if (!(error instanceof Error)) return null
  const code = (error as Error & { code?: string }).code
  if (code === 'ERROR_CEREMONY_ABORTED') return 'superseded'
  switch (error.name) {
    case 'NotAllowedError':
    case 'AbortError':
      return 'cancelled'
    case 'InvalidStateError':
      return 'alreadyRegistered'
    case 'NotSupportedError':
    case 'SecurityError':
      return 'unsupported'
    default:
      return null
  }
}

/** What the member reads when a ceremony ended in the browser. */
export const CEREMONY_MESSAGES: Record<
  Exclude<CeremonyFailure, 'superseded'>,
  MessageDescriptor
> = {
  cancelled: msg`パスキーの操作がキャンセルされたか、時間切れになりました。もう一度お試しください。`,
  alreadyRegistered: msg`この端末のパスキーは既に登録されています。`,
  unsupported: msg`このブラウザではパスキーを利用できません。ほかの方法をお使いください。`,
}
