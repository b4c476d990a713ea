import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { getGetMypagePinCodeCompleteScreenDataSuspenseQueryOptions } from '~generated/api/mypage-privacy/mypage-privacy'
import { PinCodeCompletePage } from '~/features/mypage-privacy/pin-code/PinCodeCompletePage'
import { loadScreenData } from '~/lib/api/screen-data'
import { pageTitle } from '~/lib/i18n/page-title'

export const Route = createFileRoute('/_account/mypage/pin-code/complete')({
  staticData: { accountNav: 'none' },
  loader: ({ context }) =>
    loadScreenData(
      context.queryClient,
      getGetMypagePinCodeCompleteScreenDataSuspenseQueryOptions(),
    ),
  head: ({ match }) => pageTitle(match.context.i18n, msg`PINコード設定完了`),
  component: PinCodeCompletePage,
})
