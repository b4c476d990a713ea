import type { ScreenEnvelope } from '~generated/api/model'
import { openFlowError } from '~/components/flow-error/flow-error-store'
import { safeRedirectPath } from '~/lib/security/safe-redirect'
import { loadPage } from '~/lib/browser/load-page'

/**
 * After a successful sign-in step: the flow-error notice when the answer says the flow cannot go
 * on, else a full page load of where the answer leads (a path of this site only), so the new
 * cookies and the root data (authId) are fresh there. True when the page is being left.
 */
export function continueAfterSignIn(answer: ScreenEnvelope | undefined): boolean {
  if (answer?.flowError) {
    openFlowError(answer.flowError)
    return false
  }
  loadPage(safeRedirectPath(answer?.redirectTo, '/'))
  return true
}
