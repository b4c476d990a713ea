import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { getGetMypagePlansScreenDataSuspenseQueryOptions } from '~generated/api/mypage-subscriptions/mypage-subscriptions'
import { MypagePlansPage } from '~/features/mypage-account/plans/MypagePlansPage'
import { loadScreenData } from '~/lib/api/screen-data'
import { pageTitle } from '~/lib/i18n/page-title'

export const Route = createFileRoute('/_account/mypage/plans')({
  loader: ({ context }) =>
    loadScreenData(context.queryClient, getGetMypagePlansScreenDataSuspenseQueryOptions()),
  head: ({ match }) => pageTitle(match.context.i18n, msg`プラン`),
  component: MypagePlansPage,
})
