import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { getGetLoginMultiFactorScreenDataSuspenseQueryOptions } from '~generated/api/signin/signin'
import { MultiFactorChoicePage } from '~/features/signin/multi-factor/MultiFactorChoicePage'
import { loadScreenData } from '~/lib/api/screen-data'
import { pageTitle } from '~/lib/i18n/page-title'

export const Route = createFileRoute('/_login/login/multi-factor/')({
  loader: ({ context }) =>
    loadScreenData(context.queryClient, getGetLoginMultiFactorScreenDataSuspenseQueryOptions()),
  head: ({ match }) => pageTitle(match.context.i18n, msg`2段階認証`),
  component: MultiFactorChoicePage,
})
