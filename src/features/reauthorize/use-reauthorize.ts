import { useRouter } from '@tanstack/react-router'
import { postAccountReauthorize } from '~generated/api/signin/signin'
import type { ReauthorizeRequest } from '~generated/api/model'
import { openFlowError } from '~/components/flow-error/flow-error-store'
import { requestAntiBotToken, type ActiveAntiBot } from '~/lib/security/anti-bot'
import { safeRedirectPath } from '~/lib/security/safe-redirect'

type Proof = { password: string } | { authCode: string }

/**
 * Sends the proof with the anti-bot token and returnTo, then goes back to the sensitive page —
 * only ever a path of this site (the answer's, else returnTo, else My Page).
 */
export function useReauthorize(returnTo: string | undefined, antiBot: ActiveAntiBot | null) {
  const router = useRouter()
  return async (proof: Proof): Promise<void> => {
    const token = antiBot ? await requestAntiBotToken(antiBot, 'reauthorize') : undefined
    const request = { ...proof, ...(token ? { token } : {}), ...(returnTo ? { returnTo } : {}) }
    const answer = await postAccountReauthorize(request as ReauthorizeRequest)
    if (answer.flowError) {
      openFlowError(answer.flowError)
      return
    }
    const fallback = safeRedirectPath(returnTo, '/mypage')
    await router.navigate({ href: safeRedirectPath(answer.redirectTo, fallback) })
  }
}
