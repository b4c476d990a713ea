import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { withFormCode } from '~/components/before-hydration/lazy-form'
import { getGetLoginMultiFactorTypeScreenDataSuspenseQueryOptions } from '~generated/api/signin/signin'
import {
  DeferredMultiFactorCodeForm,
  MultiFactorCodePage,
} from '~/features/signin/multi-factor/MultiFactorCodePage'
import { multiFactorTypeOf } from '~/features/signin/multi-factor/multi-factor-params'
import { loadScreenData } from '~/lib/api/screen-data'
import { pageTitle } from '~/lib/i18n/page-title'

export const Route = createFileRoute('/_login/login/multi-factor/$type')({
  loader: ({ context, params }) =>
    withFormCode(
      DeferredMultiFactorCodeForm,
      loadScreenData(
        context.queryClient,
        getGetLoginMultiFactorTypeScreenDataSuspenseQueryOptions(multiFactorTypeOf(params)),
      ),
    ),
  head: ({ match }) => pageTitle(match.context.i18n, msg`2段階認証`),
  component: MultiFactorTypeRoute,
})

function MultiFactorTypeRoute() {
  return <MultiFactorCodePage type={multiFactorTypeOf(Route.useParams())} />
}
