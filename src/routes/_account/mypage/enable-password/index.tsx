import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { withFormCode } from '~/components/before-hydration/lazy-form'
import { getGetMypageEnablePasswordScreenDataSuspenseQueryOptions } from '~generated/api/mypage-credentials/mypage-credentials'
import {
  DeferredEnablePasswordForm,
  EnablePasswordPage,
} from '~/features/mypage-credentials/password/EnablePasswordPage'
import { loadScreenData } from '~/lib/api/screen-data'
import { pageTitle } from '~/lib/i18n/page-title'

export const Route = createFileRoute('/_account/mypage/enable-password/')({
  loader: ({ context }) =>
    withFormCode(
      DeferredEnablePasswordForm,
      loadScreenData(
        context.queryClient,
        getGetMypageEnablePasswordScreenDataSuspenseQueryOptions(),
      ),
    ),
  head: ({ match }) => pageTitle(match.context.i18n, msg`パスワードの設定`),
  component: EnablePasswordPage,
})
