import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { withFormCode } from '~/components/before-hydration/lazy-form'
import { getGetSignupEmailScreenDataSuspenseQueryOptions } from '~generated/api/signup/signup'
import { DeferredSignupEmailForm } from '~/features/signup/email/DeferredSignupEmailForm'
import { SignupEmailPage } from '~/features/signup/email/SignupEmailPage'
import { loadScreenData } from '~/lib/api/screen-data'
import { pageTitle } from '~/lib/i18n/page-title'

export const Route = createFileRoute('/_signup/signup/email')({
  loader: ({ context }) =>
    withFormCode(
      DeferredSignupEmailForm,
      loadScreenData(context.queryClient, getGetSignupEmailScreenDataSuspenseQueryOptions()),
    ),
  head: ({ match }) => pageTitle(match.context.i18n, msg`メールアドレスの入力`),
  component: SignupEmailPage,
})
