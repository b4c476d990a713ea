import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { getGetPlansScreenDataSuspenseQueryOptions } from '~generated/api/plans/plans'
import { PlansPage } from '~/features/plans/list/PlansPage'
import { loadScreenData } from '~/lib/api/screen-data'
import { pageTitle } from '~/lib/i18n/page-title'

export const Route = createFileRoute('/_guest/plans/')({
  loader: ({ context }) =>
    loadScreenData(context.queryClient, getGetPlansScreenDataSuspenseQueryOptions()),
  head: ({ match }) => pageTitle(match.context.i18n, msg`プラン一覧`),
  component: PlansPage,
})
