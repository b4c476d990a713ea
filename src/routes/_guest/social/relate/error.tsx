import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { getGetSocialRelateErrorScreenDataSuspenseQueryOptions } from '~generated/api/signin/signin'
import { SocialRelateErrorPage } from '~/features/signin/social/SocialRelateErrorPage'
import { loadScreenData } from '~/lib/api/screen-data'
import { pageTitle } from '~/lib/i18n/page-title'

export const Route = createFileRoute('/_guest/social/relate/error')({
  loader: ({ context }) =>
    loadScreenData(context.queryClient, getGetSocialRelateErrorScreenDataSuspenseQueryOptions()),
  head: ({ match }) => pageTitle(match.context.i18n, msg`外部アカウントの連携エラー`),
  component: SocialRelateErrorPage,
})
