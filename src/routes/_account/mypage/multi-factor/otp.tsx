import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { withFormCode } from '~/components/before-hydration/lazy-form'
import { getGetMypageMultiFactorOtpScreenDataSuspenseQueryOptions } from '~generated/api/mypage-security/mypage-security'
import { DeferredOtpForm, OtpSetupPage } from '~/features/mypage-security/multi-factor/OtpSetupPage'
import { loadScreenData } from '~/lib/api/screen-data'
import { pageTitle } from '~/lib/i18n/page-title'

export const Route = createFileRoute('/_account/mypage/multi-factor/otp')({
  staticData: { accountBackTo: '/mypage/multi-factor' },
  loader: ({ context }) =>
    withFormCode(
      DeferredOtpForm,
      loadScreenData(
        context.queryClient,
        getGetMypageMultiFactorOtpScreenDataSuspenseQueryOptions(),
      ),
    ),
  head: ({ match }) => pageTitle(match.context.i18n, msg`認証アプリによる2段階認証`),
  component: OtpSetupPage,
})
