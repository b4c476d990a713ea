import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { getGetMypageEmailEditCompleteScreenDataSuspenseQueryOptions } from '~generated/api/mypage-credentials/mypage-credentials'
import { EmailEditCompletePage } from '~/features/mypage-credentials/email/EmailCompletePages'
import { loadScreenData } from '~/lib/api/screen-data'
import { pageTitle } from '~/lib/i18n/page-title'

export const Route = createFileRoute('/_account/mypage/email/edit/complete')({
  staticData: { accountNav: 'none' },
  loader: ({ context }) =>
    loadScreenData(
      context.queryClient,
      getGetMypageEmailEditCompleteScreenDataSuspenseQueryOptions(),
    ),
  head: ({ match }) => pageTitle(match.context.i18n, msg`メールアドレスを変更しました`),
  component: EmailEditCompletePage,
})
