import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { getGetSignupCompleteScreenDataSuspenseQueryOptions } from '~generated/api/signup/signup'
import { SignupCompletePage } from '~/features/signup/complete/SignupCompletePage'
import { loadScreenData } from '~/lib/api/screen-data'
import { pageTitle } from '~/lib/i18n/page-title'

export const Route = createFileRoute('/_signup/signup/complete')({
  loader: ({ context }) =>
    loadScreenData(context.queryClient, getGetSignupCompleteScreenDataSuspenseQueryOptions()),
  head: ({ match }) => pageTitle(match.context.i18n, msg`会員登録完了`),
  component: SignupCompletePage,
})
