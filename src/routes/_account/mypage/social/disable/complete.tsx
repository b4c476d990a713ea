import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { getGetMypageSocialDisableCompleteScreenDataSuspenseQueryOptions } from '~generated/api/mypage-connections/mypage-connections'
import { SocialDisableCompletePage } from '~/features/mypage-account/social/SocialCompletePages'
import { loadScreenData } from '~/lib/api/screen-data'
import { pageTitle } from '~/lib/i18n/page-title'

export const Route = createFileRoute('/_account/mypage/social/disable/complete')({
  staticData: { accountNav: 'none' },
  loader: ({ context }) =>
    loadScreenData(
      context.queryClient,
      getGetMypageSocialDisableCompleteScreenDataSuspenseQueryOptions(),
    ),
  head: ({ match }) => pageTitle(match.context.i18n, msg`外部アカウントとの連携を解除しました`),
  component: SocialDisableCompletePage,
})
