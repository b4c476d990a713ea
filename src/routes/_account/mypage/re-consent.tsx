import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { withFormCode } from '~/components/before-hydration/lazy-form'
import { getGetMypageReConsentScreenDataSuspenseQueryOptions } from '~generated/api/mypage-privacy/mypage-privacy'
import {
  DeferredReConsentForm,
  ReConsentPage,
} from '~/features/mypage-privacy/re-consent/ReConsentPage'
import { loadScreenData } from '~/lib/api/screen-data'
import { pageTitle } from '~/lib/i18n/page-title'
import { returnToSearch } from '~/lib/routing/search-params'

export const Route = createFileRoute('/_account/mypage/re-consent')({
  validateSearch: returnToSearch,
  loaderDeps: ({ search }) => ({ returnTo: search.returnTo }),
  loader: ({ context, deps }) =>
    withFormCode(
      DeferredReConsentForm,
      loadScreenData(
        context.queryClient,
        getGetMypageReConsentScreenDataSuspenseQueryOptions(deps),
      ),
    ),
  head: ({ match }) => pageTitle(match.context.i18n, msg`規約への再同意`),
  component: ReConsentRoute,
})

function ReConsentRoute() {
  return <ReConsentPage {...Route.useLoaderDeps()} />
}
