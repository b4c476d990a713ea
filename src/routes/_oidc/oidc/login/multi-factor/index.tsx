import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { MultiFactorChoicePage } from '~/features/signin/multi-factor/MultiFactorChoicePage'
import { OIDC_SIGNIN } from '~/features/signin/oidc-signin-flow'
import { loadScreenData } from '~/lib/api/screen-data'
import { pageTitle } from '~/lib/i18n/page-title'

/** /oidc/login/multi-factor: the second-factor choice inside the provider flow. */
export const Route = createFileRoute('/_oidc/oidc/login/multi-factor/')({
  loader: ({ context }) => loadScreenData(context.queryClient, OIDC_SIGNIN.multiFactorScreen()),
  head: ({ match }) => pageTitle(match.context.i18n, msg`2段階認証`),
  component: () => <MultiFactorChoicePage flow={OIDC_SIGNIN} />,
})
