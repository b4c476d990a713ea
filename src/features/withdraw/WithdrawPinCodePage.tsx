import { useSuspenseQuery } from '@tanstack/react-query'
import { getGetWithdrawPinCodeScreenDataSuspenseQueryOptions } from '~generated/api/withdraw/withdraw'
import { deferUntilInteraction } from '~/components/form/defer-until-interaction'
import { NarrowColumn } from '~/components/layouts/NarrowColumn'
import type { WithdrawPinCodeFormProps } from './WithdrawPinCodeForm'

/** Its code loads when the member first uses it (decision 0020). */
export const DeferredWithdrawPinCodeForm = deferUntilInteraction<WithdrawPinCodeFormProps>(() =>
  import('./WithdrawPinCodeForm').then((module) => module.WithdrawPinCodeForm),
)

/**
 * /withdraw/pin-code (spec 01 §4, §9): the PIN e-mailed to the contact address closes the
 * account (WithdrawPinCodeForm).
 */
export function WithdrawPinCodePage() {
  const { data } = useSuspenseQuery(getGetWithdrawPinCodeScreenDataSuspenseQueryOptions())
  return (
    <NarrowColumn>
      <DeferredWithdrawPinCodeForm data={data} />
    </NarrowColumn>
  )
}
