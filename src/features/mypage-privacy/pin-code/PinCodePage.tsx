import { useSuspenseQuery } from '@tanstack/react-query'
import { getGetMypagePinCodeScreenDataSuspenseQueryOptions } from '~generated/api/mypage-privacy/mypage-privacy'
import { lazyForm } from '~/components/before-hydration/lazy-form'
import type { PinCodeFormProps } from './PinCodeForm'

/** Its code loads with the page (decision 0025). */
export const DeferredPinCodeForm = lazyForm<PinCodeFormProps>(() =>
  import('./PinCodeForm').then((module) => module.PinCodeForm),
)

/** /mypage/pin-code: the form that sets the TV-app PIN (PinCodeForm). */
export function PinCodePage() {
  const { data } = useSuspenseQuery(getGetMypagePinCodeScreenDataSuspenseQueryOptions())
  return <DeferredPinCodeForm data={data} />
}
