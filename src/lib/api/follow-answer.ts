import { useRouter } from '@tanstack/react-router'
import type { ScreenEnvelope } from '~generated/api/model'
import { loadPage } from '../browser/load-page'
import { safeRedirectPath } from '../security/safe-redirect'
import { openFlowError } from './flow-error-store'

export interface FollowAnswerOptions {
  /**
   * Where the visitor goes when the answer names no `redirectTo` (or one off this site). Without
   * it, a page that acts in place stays.
   */
  next?: string
  /**
   * A full page load instead of a router navigation: after a sign-in or a registration, so the
   * new cookies and the root data (authId) apply to every part of the page (decision 0004).
   */
  fullLoad?: boolean
}

/**
 * What became of an answer: the flow-error notice opened instead; it was followed (navigated in
 * the app, or the page stays); or a full page load is under way, so the page should stay busy.
 */
export type FollowedAnswer = 'notice' | 'followed' | 'unloading'

export interface AnswerContext {
  navigate: (href: string) => Promise<void>
}

/**
 * Follows the answer of a successful call (spec 01 §7, decision 0005), the same way on every
 * page: `flowError` opens the flow-error notice and nothing else happens; otherwise the visitor
 * goes where `redirectTo` says — only ever a path of this site — else to `next`. (The screen data
 * is stale already: the API client reported the change, see keepScreenDataFresh.)
 */
export async function followAnswer(
  answer: ScreenEnvelope | undefined,
  { next, fullLoad = false }: FollowAnswerOptions,
  { navigate }: AnswerContext,
): Promise<FollowedAnswer> {
  if (answer?.flowError) {
    openFlowError(answer.flowError)
    return 'notice'
  }
  if (!answer?.redirectTo && next === undefined) return 'followed'
  const href = safeRedirectPath(answer?.redirectTo, next)
  if (fullLoad) {
    loadPage(href)
    return 'unloading'
  }
  await navigate(href)
  return 'followed'
}

/** followAnswer with this page's router. */
export function useFollowAnswer() {
  const router = useRouter()
  const navigate = (href: string) => router.navigate({ href })
  return (answer: ScreenEnvelope | undefined, options: FollowAnswerOptions = {}) =>
    followAnswer(answer, options, { navigate })
}
