import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { getGetMypageReauthorizeScreenDataSuspenseQueryOptions } from '~generated/api/signin/signin'
import { withFormCode } from '~/components/before-hydration/lazy-form'
import { REAUTHORIZE_FORMS, ReauthorizePage } from '~/features/reauthorize/ReauthorizePage'
import { loadScreenData } from '~/lib/api/screen-data'
import { pageTitle } from '~/lib/i18n/page-title'
import { returnToSearch } from '~/lib/routing/search-params'

export const Route = createFileRoute('/_login/mypage/reauthorize')({
  validateSearch: returnToSearch,
  loaderDeps: ({ search }) => ({ returnTo: search.returnTo }),
  loader: ({ context, deps }) =>
    withFormCode(
      REAUTHORIZE_FORMS,
      loadScreenData(
        context.queryClient,
        getGetMypageReauthorizeScreenDataSuspenseQueryOptions(deps),
      ),
    ),
  head: ({ match }) => pageTitle(match.context.i18n, msg`本人確認`),
  component: ReauthorizeRoute,
})

function ReauthorizeRoute() {
  return <ReauthorizePage {...Route.useLoaderDeps()} />
}
