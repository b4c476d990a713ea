import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { withFormCode } from '~/components/before-hydration/lazy-form'
import { LOGIN_CODE_FORMS, LoginCodePage } from '~/features/signin/code/LoginCodePage'
import { OIDC_SIGNIN } from '~/features/signin/oidc-signin-flow'
import { loadScreenData } from '~/lib/api/screen-data'
import { pageTitle } from '~/lib/i18n/page-title'

/** /oidc/login/code: sign-in by an e-mailed code inside the provider flow. */
export const Route = createFileRoute('/_oidc/oidc/login/code')({
  loader: ({ context }) =>
    withFormCode(LOGIN_CODE_FORMS, loadScreenData(context.queryClient, OIDC_SIGNIN.codeScreen({}))),
  head: ({ match }) => pageTitle(match.context.i18n, msg`認証コードでログイン`),
  component: () => <LoginCodePage flow={OIDC_SIGNIN} />,
})
