import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { withFormCode } from '~/components/before-hydration/lazy-form'
import { getGetMypageEmailVerifyScreenDataSuspenseQueryOptions } from '~generated/api/mypage-credentials/mypage-credentials'
import { EmailVerifyPage } from '~/features/mypage-credentials/email/EmailVerifyPage'
import { DeferredEmailedPinForm } from '~/features/mypage-credentials/shared/PinCodeStep'
import { loadScreenData } from '~/lib/api/screen-data'
import { pageTitle } from '~/lib/i18n/page-title'

export const Route = createFileRoute('/_account/mypage/email/verify/')({
  loader: ({ context }) =>
    withFormCode(
      DeferredEmailedPinForm,
      loadScreenData(context.queryClient, getGetMypageEmailVerifyScreenDataSuspenseQueryOptions()),
    ),
  head: ({ match }) => pageTitle(match.context.i18n, msg`メールアドレスの認証`),
  component: EmailVerifyPage,
})
