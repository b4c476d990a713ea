import { lazyForm } from '~/components/before-hydration/lazy-form'
import type { PurchaseFormProps } from './PurchaseForm'

/**
 * The purchase form of /plans/{planId} and /signup/plans: its code loads with the page
 * (decision 0025). Its props must keep their identity (useMemo): the form is memoised.
 */
export const DeferredPurchaseForm = lazyForm<PurchaseFormProps>(() =>
  import('./PurchaseForm').then((module) => module.PurchaseForm),
)
