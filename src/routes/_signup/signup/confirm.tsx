import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { withFormCode } from '~/components/before-hydration/lazy-form'
import { getGetSignupConfirmScreenDataSuspenseQueryOptions } from '~generated/api/signup/signup'
import {
  DeferredSignupConfirmForm,
  SignupConfirmPage,
} from '~/features/signup/confirm/SignupConfirmPage'
import { loadScreenData } from '~/lib/api/screen-data'
import { pageTitle } from '~/lib/i18n/page-title'

export const Route = createFileRoute('/_signup/signup/confirm')({
  loader: ({ context }) =>
    withFormCode(
      DeferredSignupConfirmForm,
      loadScreenData(context.queryClient, getGetSignupConfirmScreenDataSuspenseQueryOptions()),
    ),
  head: ({ match }) => pageTitle(match.context.i18n, msg`入力内容の確認`),
  component: SignupConfirmPage,
})
