import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { getGetMypagePasswordEditCompleteScreenDataSuspenseQueryOptions } from '~generated/api/mypage-credentials/mypage-credentials'
import { PasswordEditCompletePage } from '~/features/mypage-credentials/password/PasswordCompletePages'
import { loadScreenData } from '~/lib/api/screen-data'
import { pageTitle } from '~/lib/i18n/page-title'

export const Route = createFileRoute('/_account/mypage/password/edit/complete')({
  staticData: { accountNav: 'none' },
  loader: ({ context }) =>
    loadScreenData(
      context.queryClient,
      getGetMypagePasswordEditCompleteScreenDataSuspenseQueryOptions(),
    ),
  head: ({ match }) => pageTitle(match.context.i18n, msg`パスワードを変更しました`),
  component: PasswordEditCompletePage,
})
