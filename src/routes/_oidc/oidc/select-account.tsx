import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { getGetOidcSelectAccountScreenDataSuspenseQueryOptions } from '~generated/api/oidc/oidc'
import { SelectAccountPage } from '~/features/oidc/select-account/SelectAccountPage'
import { loadScreenData } from '~/lib/api/screen-data'
import { pageTitle } from '~/lib/i18n/page-title'

/** /oidc/select-account: continue as the signed-in account or switch (spec 01 §2). */
export const Route = createFileRoute('/_oidc/oidc/select-account')({
  loader: ({ context }) =>
    loadScreenData(context.queryClient, getGetOidcSelectAccountScreenDataSuspenseQueryOptions()),
  head: ({ match }) => pageTitle(match.context.i18n, msg`アカウントの選択`),
  component: SelectAccountPage,
})
