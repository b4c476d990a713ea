import { deferUntilInteraction } from '~/components/form/defer-until-interaction'
import type { EnableFactorFormProps } from './EnableFactorForm'

/**
 * The set-up form of the e-mail and SMS types: its code loads when the member first uses it
 * (decision 0020). Its children must keep their identity (useMemo): the form is memoised.
 */
export const DeferredEnableFactorForm = deferUntilInteraction<EnableFactorFormProps>(() =>
  import('./EnableFactorForm').then((module) => module.EnableFactorForm),
)
