import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { getGetPasswordForgotCompleteScreenDataSuspenseQueryOptions } from '~generated/api/password-reset/password-reset'
import { ForgotCompletePage } from '~/features/password-reset/ForgotCompletePage'
import { loadScreenData } from '~/lib/api/screen-data'
import { pageTitle } from '~/lib/i18n/page-title'

export const Route = createFileRoute('/_guest/password/forgot/complete')({
  loader: ({ context }) =>
    loadScreenData(
      context.queryClient,
      getGetPasswordForgotCompleteScreenDataSuspenseQueryOptions(),
    ),
  head: ({ match }) => pageTitle(match.context.i18n, msg`メールを送信しました`),
  component: ForgotCompletePage,
})
