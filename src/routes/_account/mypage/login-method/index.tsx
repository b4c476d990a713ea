import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { withFormCode } from '~/components/before-hydration/lazy-form'
import { getGetMypageLoginMethodScreenDataSuspenseQueryOptions } from '~generated/api/mypage-credentials/mypage-credentials'
import {
  DeferredLoginMethodForm,
  LoginMethodPage,
} from '~/features/mypage-credentials/login-method/LoginMethodPage'
import { loadScreenData } from '~/lib/api/screen-data'
import { pageTitle } from '~/lib/i18n/page-title'

export const Route = createFileRoute('/_account/mypage/login-method/')({
  loader: ({ context }) =>
    withFormCode(
      DeferredLoginMethodForm,
      loadScreenData(context.queryClient, getGetMypageLoginMethodScreenDataSuspenseQueryOptions()),
    ),
  head: ({ match }) => pageTitle(match.context.i18n, msg`ログイン方法`),
  component: LoginMethodPage,
})
