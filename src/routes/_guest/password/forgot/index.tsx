import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { withFormCode } from '~/components/before-hydration/lazy-form'
import { getGetPasswordForgotScreenDataSuspenseQueryOptions } from '~generated/api/password-reset/password-reset'
import {
  DeferredForgotPasswordForm,
  ForgotPasswordPage,
} from '~/features/password-reset/ForgotPasswordPage'
import { loadScreenData } from '~/lib/api/screen-data'
import { pageTitle } from '~/lib/i18n/page-title'
import { returnToSearch } from '~/lib/routing/search-params'

export const Route = createFileRoute('/_guest/password/forgot/')({
  validateSearch: returnToSearch,
  loaderDeps: ({ search }) => ({ returnTo: search.returnTo }),
  loader: ({ context, deps }) =>
    withFormCode(
      DeferredForgotPasswordForm,
      loadScreenData(context.queryClient, getGetPasswordForgotScreenDataSuspenseQueryOptions(deps)),
    ),
  head: ({ match }) => pageTitle(match.context.i18n, msg`パスワードの再設定`),
  component: ForgotPasswordRoute,
})

function ForgotPasswordRoute() {
  return <ForgotPasswordPage {...Route.useLoaderDeps()} />
}
