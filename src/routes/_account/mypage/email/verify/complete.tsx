import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { getGetMypageEmailVerifyCompleteScreenDataSuspenseQueryOptions } from '~generated/api/mypage-credentials/mypage-credentials'
import { EmailVerifyCompletePage } from '~/features/mypage-credentials/email/EmailCompletePages'
import { loadScreenData } from '~/lib/api/screen-data'
import { pageTitle } from '~/lib/i18n/page-title'

export const Route = createFileRoute('/_account/mypage/email/verify/complete')({
  staticData: { accountNav: 'none' },
  loader: ({ context }) =>
    loadScreenData(
      context.queryClient,
      getGetMypageEmailVerifyCompleteScreenDataSuspenseQueryOptions(),
    ),
  head: ({ match }) => pageTitle(match.context.i18n, msg`メールアドレスを認証しました`),
  component: EmailVerifyCompletePage,
})
