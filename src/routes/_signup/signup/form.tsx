import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { withFormCode } from '~/components/before-hydration/lazy-form'
import { getGetSignupFormScreenDataSuspenseQueryOptions } from '~generated/api/signup/signup'
import { DeferredSignupForm, SignupFormPage } from '~/features/signup/form/SignupFormPage'
import { loadScreenData } from '~/lib/api/screen-data'
import { pageTitle } from '~/lib/i18n/page-title'

export const Route = createFileRoute('/_signup/signup/form')({
  loader: ({ context }) =>
    withFormCode(
      DeferredSignupForm,
      loadScreenData(context.queryClient, getGetSignupFormScreenDataSuspenseQueryOptions()),
    ),
  head: ({ match }) => pageTitle(match.context.i18n, msg`会員情報の入力`),
  component: SignupFormPage,
})
