import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { withFormCode } from '~/components/before-hydration/lazy-form'
import { getGetMypageEmailEditPinCodeScreenDataSuspenseQueryOptions } from '~generated/api/mypage-credentials/mypage-credentials'
import { EmailEditPinCodePage } from '~/features/mypage-credentials/email/EmailEditPinCodePage'
import { DeferredEmailedPinForm } from '~/features/mypage-credentials/shared/PinCodeStep'
import { loadScreenData } from '~/lib/api/screen-data'
import { pageTitle } from '~/lib/i18n/page-title'

export const Route = createFileRoute('/_account/mypage/email/edit/pin-code')({
  staticData: { accountNav: 'back', accountBackTo: '/mypage/email/edit' },
  loader: ({ context }) =>
    withFormCode(
      DeferredEmailedPinForm,
      loadScreenData(
        context.queryClient,
        getGetMypageEmailEditPinCodeScreenDataSuspenseQueryOptions(),
      ),
    ),
  head: ({ match }) => pageTitle(match.context.i18n, msg`確認コードの入力`),
  component: EmailEditPinCodePage,
})
