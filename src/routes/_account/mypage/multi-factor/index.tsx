import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { getGetMypageMultiFactorScreenDataSuspenseQueryOptions } from '~generated/api/mypage-security/mypage-security'
import { MultiFactorPage } from '~/features/mypage-security/multi-factor/MultiFactorPage'
import { loadScreenData } from '~/lib/api/screen-data'
import { pageTitle } from '~/lib/i18n/page-title'

export const Route = createFileRoute('/_account/mypage/multi-factor/')({
  loader: ({ context }) =>
    loadScreenData(context.queryClient, getGetMypageMultiFactorScreenDataSuspenseQueryOptions()),
  head: ({ match }) => pageTitle(match.context.i18n, msg`2段階認証`),
  component: MultiFactorPage,
})
