import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { withFormCode } from '~/components/before-hydration/lazy-form'
import { getGetPasswordResetScreenDataSuspenseQueryOptions } from '~generated/api/password-reset/password-reset'
import {
  DeferredResetPasswordForm,
  ResetPasswordPage,
} from '~/features/password-reset/ResetPasswordPage'
import { loadScreenData } from '~/lib/api/screen-data'
import { pageTitle } from '~/lib/i18n/page-title'
import { orNothing, parseParams, text } from '~/lib/routing/search-params'

export const Route = createFileRoute('/_guest/password/reset/')({
  validateSearch: (search) => parseParams(search, { token: orNothing(text()) }),
  loaderDeps: ({ search }) => ({ token: search.token }),
  loader: ({ context, deps }) =>
    withFormCode(
      DeferredResetPasswordForm,
      loadScreenData(context.queryClient, getGetPasswordResetScreenDataSuspenseQueryOptions(deps)),
    ),
  head: ({ match }) => {
    const { meta } = pageTitle(match.context.i18n, msg`新しいパスワードの設定`)
    // The reset token is in the URL: never hand it to other sites as a referrer.
    return { meta: [...meta, { name: 'referrer', content: 'no-referrer' }] }
  },
  component: ResetPasswordRoute,
})

function ResetPasswordRoute() {
  return <ResetPasswordPage {...Route.useLoaderDeps()} />
}
