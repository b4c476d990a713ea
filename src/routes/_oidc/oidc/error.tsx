import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { getGetOidcErrorScreenDataSuspenseQueryOptions } from '~generated/api/oidc/oidc'
import { setSsrResponseStatus } from '~/app/errors/response-status'
import { OidcErrorPage } from '~/features/oidc/error/OidcErrorPage'
import { oidcErrorSearch } from '~/features/oidc/error/error-search'
import { loadScreenData } from '~/lib/api/screen-data'
import { pageTitle } from '~/lib/i18n/page-title'

/** /oidc/error: answered with the status of its `status` query (spec 01 §7). */
export const Route = createFileRoute('/_oidc/oidc/error')({
  validateSearch: oidcErrorSearch,
  loaderDeps: ({ search }) => ({ status: search.status, type: search.type }),
  loader: ({ context, deps }) =>
    loadScreenData(context.queryClient, getGetOidcErrorScreenDataSuspenseQueryOptions(deps)),
  head: ({ match }) => pageTitle(match.context.i18n, msg`エラー`),
  component: OidcErrorRoute,
})

function OidcErrorRoute() {
  // The document answers with the status it shows.
  setSsrResponseStatus(Route.useLoaderData().status)
  return <OidcErrorPage {...Route.useLoaderDeps()} />
}
