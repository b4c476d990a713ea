import { postAccountReauthorize } from '~generated/api/signin/signin'
import type { EnvelopeOnly, ReauthorizeRequest } from '~generated/api/model'
import { requestAntiBotToken, type ActiveAntiBot } from '~/lib/security/anti-bot'
import { safeRedirectPath } from '~/lib/security/safe-redirect'

export type Proof = { password: string } | { authCode: string }

/** What both forms of the page do with their proof. */
export interface Reauthorization {
  /** Sends the proof with the anti-bot token (when the store uses one) and returnTo. */
  send: (proof: Proof) => Promise<EnvelopeOnly>
  /** Where the member goes back when the answer names nowhere: returnTo, else My Page. */
  next: string
}

export function reauthorization(
  returnTo: string | undefined,
  antiBot: ActiveAntiBot | null,
): Reauthorization {
  return {
    send: async (proof) => {
      const token = antiBot ? await requestAntiBotToken(antiBot, 'reauthorize') : undefined
      const request = { ...proof, ...(token ? { token } : {}), ...(returnTo ? { returnTo } : {}) }
      return postAccountReauthorize(request as ReauthorizeRequest)
    },
    next: safeRedirectPath(returnTo, '/mypage'),
  }
}
