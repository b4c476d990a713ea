import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { withFormCode } from '~/components/before-hydration/lazy-form'
import { getGetSignupPinCodeScreenDataSuspenseQueryOptions } from '~generated/api/signup/signup'
import {
  DeferredSignupPinCodeForm,
  SignupPinCodePage,
} from '~/features/signup/pin-code/SignupPinCodePage'
import { loadScreenData } from '~/lib/api/screen-data'
import { pageTitle } from '~/lib/i18n/page-title'

export const Route = createFileRoute('/_signup/signup/pin-code')({
  loader: ({ context }) =>
    withFormCode(
      DeferredSignupPinCodeForm,
      loadScreenData(context.queryClient, getGetSignupPinCodeScreenDataSuspenseQueryOptions()),
    ),
  head: ({ match }) => pageTitle(match.context.i18n, msg`認証コードの入力`),
  component: SignupPinCodePage,
})
