import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { getGetOidcScreenDataSuspenseQueryOptions } from '~generated/api/oidc/oidc'
import { OidcEntryPage } from '~/features/oidc/entry/OidcEntryPage'
import { loadScreenData } from '~/lib/api/screen-data'
import { pageTitle } from '~/lib/i18n/page-title'

/** The provider's entry (spec 01 §2): the backend names the step the interaction needs. */
export const Route = createFileRoute('/_oidc/oidc/')({
  loader: ({ context }) =>
    loadScreenData(context.queryClient, getGetOidcScreenDataSuspenseQueryOptions()),
  head: ({ match }) => pageTitle(match.context.i18n, msg`ログイン`),
  component: OidcEntryPage,
})
