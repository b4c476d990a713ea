import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { withFormCode } from '~/components/before-hydration/lazy-form'
import { DeferredPolicyStep } from '~/features/signup/policy/DeferredPolicyStep'
import { getGetOidcSignupScreenDataSuspenseQueryOptions } from '~generated/api/oidc/oidc'
import { OidcSignupEntryPage } from '~/features/signup/oidc/OidcSignupEntryPage'
import { loadScreenData } from '~/lib/api/screen-data'
import { pageTitle } from '~/lib/i18n/page-title'

/** /oidc/signup: the sign-up's policy step inside the provider flow. */
export const Route = createFileRoute('/_oidc/oidc/signup/')({
  loader: ({ context }) =>
    withFormCode(
      DeferredPolicyStep,
      loadScreenData(context.queryClient, getGetOidcSignupScreenDataSuspenseQueryOptions()),
    ),
  head: ({ match }) => pageTitle(match.context.i18n, msg`規約への同意`),
  component: OidcSignupEntryPage,
})
