import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { withFormCode } from '~/components/before-hydration/lazy-form'
import { forwardLoginPost } from '~/features/signin/form-post.server'
import { LoginPage, DeferredPasswordLoginForm } from '~/features/signin/login/LoginPage'
import { OIDC_SIGNIN } from '~/features/signin/oidc-signin-flow'
import { loadScreenData } from '~/lib/api/screen-data'
import { pageTitle } from '~/lib/i18n/page-title'

/** /oidc/login: the sign-in screen inside the provider flow (spec 01 §2). */
export const Route = createFileRoute('/_oidc/oidc/login/')({
  loader: ({ context }) =>
    withFormCode(
      DeferredPasswordLoginForm,
      loadScreenData(context.queryClient, OIDC_SIGNIN.loginScreen({})),
    ),
  head: ({ match }) => pageTitle(match.context.i18n, msg`ログイン`),
  // The sign-in form posted without JavaScript, and the hydrated form's JSON call.
  server: { handlers: { POST: ({ request }) => forwardLoginPost(request) } },
  component: () => <LoginPage flow={OIDC_SIGNIN} />,
})
