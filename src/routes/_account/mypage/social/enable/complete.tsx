import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { getGetMypageSocialEnableCompleteScreenDataSuspenseQueryOptions } from '~generated/api/mypage-connections/mypage-connections'
import { SocialEnableCompletePage } from '~/features/mypage-account/social/SocialCompletePages'
import { loadScreenData } from '~/lib/api/screen-data'
import { pageTitle } from '~/lib/i18n/page-title'

export const Route = createFileRoute('/_account/mypage/social/enable/complete')({
  staticData: { accountNav: 'none' },
  loader: ({ context }) =>
    loadScreenData(
      context.queryClient,
      getGetMypageSocialEnableCompleteScreenDataSuspenseQueryOptions(),
    ),
  head: ({ match }) => pageTitle(match.context.i18n, msg`外部アカウントと連携しました`),
  component: SocialEnableCompletePage,
})
