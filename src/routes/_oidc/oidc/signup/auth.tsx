import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { withFormCode } from '~/components/before-hydration/lazy-form'
import { getGetOidcSignupAuthScreenDataSuspenseQueryOptions } from '~generated/api/oidc/oidc'
import { DeferredSignupEmailForm } from '~/features/signup/email/DeferredSignupEmailForm'
import { OidcSignupAuthPage } from '~/features/signup/oidc/OidcSignupAuthPage'
import { loadScreenData } from '~/lib/api/screen-data'
import { pageTitle } from '~/lib/i18n/page-title'

/** /oidc/signup/auth: the sign-up by e-mail or external account inside the provider flow. */
export const Route = createFileRoute('/_oidc/oidc/signup/auth')({
  loader: ({ context }) =>
    withFormCode(
      DeferredSignupEmailForm,
      loadScreenData(context.queryClient, getGetOidcSignupAuthScreenDataSuspenseQueryOptions()),
    ),
  head: ({ match }) => pageTitle(match.context.i18n, msg`新規会員登録`),
  component: OidcSignupAuthPage,
})
