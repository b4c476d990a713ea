import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { getGetLogoutScreenDataSuspenseQueryOptions } from '~generated/api/signin/signin'
import { forwardLogoutPost } from '~/features/signin/form-post.server'
import { LogoutPage } from '~/features/signin/logout/LogoutPage'
import { loadScreenData } from '~/lib/api/screen-data'
import { pageTitle } from '~/lib/i18n/page-title'

export const Route = createFileRoute('/_login/logout')({
  loader: ({ context }) =>
    loadScreenData(context.queryClient, getGetLogoutScreenDataSuspenseQueryOptions()),
  head: ({ match }) => pageTitle(match.context.i18n, msg`ログアウト`),
  // POST /logout: the hydrated page's call, and the plain form without JavaScript.
  server: { handlers: { POST: ({ request }) => forwardLogoutPost(request) } },
  component: LogoutPage,
})
