import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { withFormCode } from '~/components/before-hydration/lazy-form'
import { getGetMypageMultiFactorEmailScreenDataSuspenseQueryOptions } from '~generated/api/mypage-security/mypage-security'
import { EmailSetupPage } from '~/features/mypage-security/multi-factor/EmailSetupPage'
import { DeferredEnableFactorForm } from '~/features/mypage-security/multi-factor/DeferredEnableFactorForm'
import { loadScreenData } from '~/lib/api/screen-data'
import { pageTitle } from '~/lib/i18n/page-title'

export const Route = createFileRoute('/_account/mypage/multi-factor/email')({
  staticData: { accountBackTo: '/mypage/multi-factor' },
  loader: ({ context }) =>
    withFormCode(
      DeferredEnableFactorForm,
      loadScreenData(
        context.queryClient,
        getGetMypageMultiFactorEmailScreenDataSuspenseQueryOptions(),
      ),
    ),
  head: ({ match }) => pageTitle(match.context.i18n, msg`メールによる2段階認証`),
  component: EmailSetupPage,
})
