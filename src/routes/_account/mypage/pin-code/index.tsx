import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { withFormCode } from '~/components/before-hydration/lazy-form'
import { getGetMypagePinCodeScreenDataSuspenseQueryOptions } from '~generated/api/mypage-privacy/mypage-privacy'
import { DeferredPinCodeForm, PinCodePage } from '~/features/mypage-privacy/pin-code/PinCodePage'
import { loadScreenData } from '~/lib/api/screen-data'
import { pageTitle } from '~/lib/i18n/page-title'

export const Route = createFileRoute('/_account/mypage/pin-code/')({
  loader: ({ context }) =>
    withFormCode(
      DeferredPinCodeForm,
      loadScreenData(context.queryClient, getGetMypagePinCodeScreenDataSuspenseQueryOptions()),
    ),
  head: ({ match }) => pageTitle(match.context.i18n, msg`PINコード設定`),
  component: PinCodePage,
})
