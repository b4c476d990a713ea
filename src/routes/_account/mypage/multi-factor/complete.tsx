import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { getGetMypageMultiFactorCompleteScreenDataSuspenseQueryOptions } from '~generated/api/mypage-security/mypage-security'
import { MultiFactorCompletePage } from '~/features/mypage-security/multi-factor/MultiFactorCompletePage'
import { loadScreenData } from '~/lib/api/screen-data'
import { pageTitle } from '~/lib/i18n/page-title'

export const Route = createFileRoute('/_account/mypage/multi-factor/complete')({
  staticData: { accountNav: 'none' },
  loader: ({ context }) =>
    loadScreenData(
      context.queryClient,
      getGetMypageMultiFactorCompleteScreenDataSuspenseQueryOptions(),
    ),
  head: ({ match }) => pageTitle(match.context.i18n, msg`2段階認証の設定完了`),
  component: MultiFactorCompletePage,
})
