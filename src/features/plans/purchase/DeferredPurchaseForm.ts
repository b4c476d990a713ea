import { deferUntilInteraction } from '~/components/form/defer-until-interaction'
import { hasSessionDraft } from '~/components/form/draft-key'
import type { PurchaseFormProps } from './PurchaseForm'

/**
 * The purchase form of /plans/{planId} and /signup/plans: its code loads when the member first
 * uses it (decision 0020), or at once when this tab keeps answers of it to restore. Its props must keep their identity (useMemo): the form is memoised.
 */
export const DeferredPurchaseForm = deferUntilInteraction<PurchaseFormProps>(
  () => import('./PurchaseForm').then((module) => module.PurchaseForm),
  { alreadyUsed: hasSessionDraft },
)
