import { lazyForm } from '~/components/before-hydration/lazy-form'
import type { EnableFactorFormProps } from './EnableFactorForm'

/**
 * The set-up form of the e-mail and SMS types: its code loads with the page (decision
 * 0025). Its children must keep their identity (useMemo): the form is memoised.
 */
export const DeferredEnableFactorForm = lazyForm<EnableFactorFormProps>(() =>
  import('./EnableFactorForm').then((module) => module.EnableFactorForm),
)
