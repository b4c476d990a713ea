import { msg } from '@lingui/core/macro'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { getGetLoginMultiFactorTypeScreenDataQueryOptions } from '~generated/api/signin/signin'
import { MultiFactorCodePage } from '~/features/signin/multi-factor/MultiFactorCodePage'
import { multiFactorTypeParams } from '~/features/signin/multi-factor/multi-factor-params'
import { loadScreenData } from '~/lib/api/screen-data'
import { pageTitle } from '~/lib/i18n/page-title'

export const Route = createFileRoute('/_login/login/multi-factor/$type')({
  loader: ({ context, params }) => {
    const parsed = multiFactorTypeParams.safeParse(params)
    if (!parsed.success) throw notFound()
    return loadScreenData(
      context.queryClient,
      getGetLoginMultiFactorTypeScreenDataQueryOptions(parsed.data.type),
    )
  },
  head: ({ match }) => pageTitle(match.context.i18n, msg`2段階認証`),
  component: MultiFactorTypeRoute,
})

function MultiFactorTypeRoute() {
  return <MultiFactorCodePage type={Route.useLoaderData().type} />
}
