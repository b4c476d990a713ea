import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { withFormCode } from '~/components/before-hydration/lazy-form'
import { getGetMypageMultiFactorSmsScreenDataSuspenseQueryOptions } from '~generated/api/mypage-security/mypage-security'
import { SmsSetupPage } from '~/features/mypage-security/multi-factor/SmsSetupPage'
import { DeferredEnableFactorForm } from '~/features/mypage-security/multi-factor/DeferredEnableFactorForm'
import { loadScreenData } from '~/lib/api/screen-data'
import { pageTitle } from '~/lib/i18n/page-title'

export const Route = createFileRoute('/_account/mypage/multi-factor/sms')({
  staticData: { accountBackTo: '/mypage/multi-factor' },
  loader: ({ context }) =>
    withFormCode(
      DeferredEnableFactorForm,
      loadScreenData(
        context.queryClient,
        getGetMypageMultiFactorSmsScreenDataSuspenseQueryOptions(),
      ),
    ),
  head: ({ match }) => pageTitle(match.context.i18n, msg`SMSによる2段階認証`),
  component: SmsSetupPage,
})
