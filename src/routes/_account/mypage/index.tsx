import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { getGetMypageScreenDataSuspenseQueryOptions } from '~generated/api/mypage-account/mypage-account'
import { MypageTopPage } from '~/features/mypage-account/top/MypageTopPage'
import { loadScreenData } from '~/lib/api/screen-data'
import { pageTitle } from '~/lib/i18n/page-title'

export const Route = createFileRoute('/_account/mypage/')({
  loader: ({ context }) =>
    loadScreenData(context.queryClient, getGetMypageScreenDataSuspenseQueryOptions()),
  head: ({ match }) => pageTitle(match.context.i18n, msg`マイページ`),
  component: MypageTopPage,
})
