import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { getGetMypageProfileEditCompleteScreenDataSuspenseQueryOptions } from '~generated/api/mypage-profile/mypage-profile'
import { ProfileImageCompletePage } from '~/features/mypage-profile/image/ProfileImageCompletePage'
import { loadScreenData } from '~/lib/api/screen-data'
import { pageTitle } from '~/lib/i18n/page-title'

export const Route = createFileRoute('/_account/mypage/profile/edit/complete')({
  staticData: { accountNav: 'none' },
  loader: ({ context }) =>
    loadScreenData(
      context.queryClient,
      getGetMypageProfileEditCompleteScreenDataSuspenseQueryOptions(),
    ),
  head: ({ match }) => pageTitle(match.context.i18n, msg`プロフィール画像を変更しました`),
  component: ProfileImageCompletePage,
})
