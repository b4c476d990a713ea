import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { getGetMypageSessionsScreenDataSuspenseQueryOptions } from '~generated/api/mypage-sessions/mypage-sessions'
import { SessionsPage } from '~/features/mypage-security/sessions/SessionsPage'
import { loadScreenData } from '~/lib/api/screen-data'
import { pageTitle } from '~/lib/i18n/page-title'

export const Route = createFileRoute('/_account/mypage/sessions/')({
  loader: ({ context }) =>
    loadScreenData(context.queryClient, getGetMypageSessionsScreenDataSuspenseQueryOptions()),
  head: ({ match }) => pageTitle(match.context.i18n, msg`ログイン中のデバイス`),
  component: SessionsPage,
})
