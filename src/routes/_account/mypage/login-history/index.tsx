import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { getGetMypageLoginHistoryScreenDataSuspenseQueryOptions } from '~generated/api/mypage-security/mypage-security'
import { LoginHistoryPage } from '~/features/mypage-security/login-history/LoginHistoryPage'
import { loadScreenData } from '~/lib/api/screen-data'
import { pageTitle } from '~/lib/i18n/page-title'

export const Route = createFileRoute('/_account/mypage/login-history/')({
  loader: ({ context }) =>
    loadScreenData(context.queryClient, getGetMypageLoginHistoryScreenDataSuspenseQueryOptions()),
  head: ({ match }) => pageTitle(match.context.i18n, msg`ログイン履歴`),
  component: LoginHistoryPage,
})
