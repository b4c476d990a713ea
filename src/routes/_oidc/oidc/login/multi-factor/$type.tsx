import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { withFormCode } from '~/components/before-hydration/lazy-form'
import {
  DeferredMultiFactorCodeForm,
  MultiFactorCodePage,
} from '~/features/signin/multi-factor/MultiFactorCodePage'
import { multiFactorTypeOf } from '~/features/signin/multi-factor/multi-factor-params'
import { OIDC_SIGNIN } from '~/features/signin/oidc-signin-flow'
import { loadScreenData } from '~/lib/api/screen-data'
import { pageTitle } from '~/lib/i18n/page-title'

/** /oidc/login/multi-factor/{type} (email, sms, otp, backup-code) inside the provider flow. */
export const Route = createFileRoute('/_oidc/oidc/login/multi-factor/$type')({
  loader: ({ context, params }) =>
    withFormCode(
      DeferredMultiFactorCodeForm,
      loadScreenData(
        context.queryClient,
        OIDC_SIGNIN.multiFactorTypeScreen(multiFactorTypeOf(params)),
      ),
    ),
  head: ({ match }) => pageTitle(match.context.i18n, msg`2段階認証`),
  component: MultiFactorTypeRoute,
})

function MultiFactorTypeRoute() {
  return <MultiFactorCodePage type={multiFactorTypeOf(Route.useParams())} flow={OIDC_SIGNIN} />
}
