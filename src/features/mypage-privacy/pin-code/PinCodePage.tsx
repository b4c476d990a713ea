import { useSuspenseQuery } from '@tanstack/react-query'
import { getGetMypagePinCodeScreenDataSuspenseQueryOptions } from '~generated/api/mypage-privacy/mypage-privacy'
import { deferUntilInteraction } from '~/components/form/defer-until-interaction'
import type { PinCodeFormProps } from './PinCodeForm'

/** Its code loads when the member first uses it (decision 0020). */
export const DeferredPinCodeForm = deferUntilInteraction<PinCodeFormProps>(() =>
  import('./PinCodeForm').then((module) => module.PinCodeForm),
)

/** /mypage/pin-code: the form that sets the TV-app PIN (PinCodeForm). */
export function PinCodePage() {
  const { data } = useSuspenseQuery(getGetMypagePinCodeScreenDataSuspenseQueryOptions())
  return <DeferredPinCodeForm data={data} />
}
