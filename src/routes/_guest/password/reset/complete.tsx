import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { getGetPasswordResetCompleteScreenDataSuspenseQueryOptions } from '~generated/api/password-reset/password-reset'
import { ResetCompletePage } from '~/features/password-reset/ResetCompletePage'
import { loadScreenData } from '~/lib/api/screen-data'
import { pageTitle } from '~/lib/i18n/page-title'

export const Route = createFileRoute('/_guest/password/reset/complete')({
  loader: ({ context }) =>
    loadScreenData(
      context.queryClient,
      getGetPasswordResetCompleteScreenDataSuspenseQueryOptions(),
    ),
  head: ({ match }) => pageTitle(match.context.i18n, msg`パスワードを再設定しました`),
  component: ResetCompletePage,
})
