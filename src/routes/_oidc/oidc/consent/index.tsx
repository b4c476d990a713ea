import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { getGetOidcConsentScreenDataSuspenseQueryOptions } from '~generated/api/oidc/oidc'
import { ConsentPage } from '~/features/oidc/consent/ConsentPage'
import { loadScreenData } from '~/lib/api/screen-data'
import { pageTitle } from '~/lib/i18n/page-title'

/** /oidc/consent: the scopes the client asks for (spec 01 §2). */
export const Route = createFileRoute('/_oidc/oidc/consent/')({
  loader: ({ context }) =>
    loadScreenData(context.queryClient, getGetOidcConsentScreenDataSuspenseQueryOptions()),
  head: ({ match }) => pageTitle(match.context.i18n, msg`アクセスの許可`),
  component: ConsentPage,
})
