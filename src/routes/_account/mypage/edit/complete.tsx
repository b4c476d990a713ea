import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { getGetMypageEditCompleteScreenDataSuspenseQueryOptions } from '~generated/api/mypage-profile/mypage-profile'
import { MypageEditCompletePage } from '~/features/mypage-profile/edit/MypageEditCompletePage'
import { loadScreenData } from '~/lib/api/screen-data'
import { pageTitle } from '~/lib/i18n/page-title'

export const Route = createFileRoute('/_account/mypage/edit/complete')({
  staticData: { accountNav: 'none' },
  loader: ({ context }) =>
    loadScreenData(context.queryClient, getGetMypageEditCompleteScreenDataSuspenseQueryOptions()),
  head: ({ match }) => pageTitle(match.context.i18n, msg`会員情報を変更しました`),
  component: MypageEditCompletePage,
})
