import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { getGetMypageConsentScreenDataSuspenseQueryOptions } from '~generated/api/mypage-privacy/mypage-privacy'
import { ConsentPage } from '~/features/mypage-privacy/consent/ConsentPage'
import { consentTypeOf } from '~/features/mypage-privacy/consent/consent-type'
import { loadScreenData } from '~/lib/api/screen-data'
import { pageTitle } from '~/lib/i18n/page-title'
import { anyValue, optional, parseParams } from '~/lib/routing/search-params'

export const Route = createFileRoute('/_account/mypage/consent')({
  // Kept as typed: the loader answers a type other than newsletter or privacy with the 404 page.
  validateSearch: (search) => parseParams(search, { type: optional(anyValue) }),
  loaderDeps: ({ search }) => ({ type: search.type }),
  loader: ({ context, deps }) =>
    loadScreenData(
      context.queryClient,
      getGetMypageConsentScreenDataSuspenseQueryOptions({ type: consentTypeOf(deps) }),
    ),
  head: ({ match }) =>
    pageTitle(
      match.context.i18n,
      match.search.type === 'privacy' ? msg`プライバシー管理` : msg`メールマガジン`,
    ),
  component: ConsentRoute,
})

function ConsentRoute() {
  return <ConsentPage type={consentTypeOf(Route.useLoaderDeps())} />
}
