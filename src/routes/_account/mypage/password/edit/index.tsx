import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { withFormCode } from '~/components/before-hydration/lazy-form'
import { getGetMypagePasswordEditScreenDataSuspenseQueryOptions } from '~generated/api/mypage-credentials/mypage-credentials'
import {
  DeferredPasswordEditForm,
  PasswordEditPage,
} from '~/features/mypage-credentials/password/PasswordEditPage'
import { loadScreenData } from '~/lib/api/screen-data'
import { pageTitle } from '~/lib/i18n/page-title'

export const Route = createFileRoute('/_account/mypage/password/edit/')({
  loader: ({ context }) =>
    withFormCode(
      DeferredPasswordEditForm,
      loadScreenData(context.queryClient, getGetMypagePasswordEditScreenDataSuspenseQueryOptions()),
    ),
  head: ({ match }) => pageTitle(match.context.i18n, msg`パスワードの変更`),
  component: PasswordEditPage,
})
