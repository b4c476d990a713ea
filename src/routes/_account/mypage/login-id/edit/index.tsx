import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { withFormCode } from '~/components/before-hydration/lazy-form'
import { getGetMypageLoginIdEditScreenDataSuspenseQueryOptions } from '~generated/api/mypage-credentials/mypage-credentials'
import {
  DeferredLoginIdEditForm,
  LoginIdEditPage,
} from '~/features/mypage-credentials/login-id/LoginIdEditPage'
import { loadScreenData } from '~/lib/api/screen-data'
import { pageTitle } from '~/lib/i18n/page-title'
import { returnToSearch } from '~/lib/routing/search-params'

export const Route = createFileRoute('/_account/mypage/login-id/edit/')({
  validateSearch: returnToSearch,
  loaderDeps: ({ search }) => ({ returnTo: search.returnTo }),
  loader: ({ context, deps }) =>
    withFormCode(
      DeferredLoginIdEditForm,
      loadScreenData(
        context.queryClient,
        getGetMypageLoginIdEditScreenDataSuspenseQueryOptions(deps),
      ),
    ),
  head: ({ match }) => pageTitle(match.context.i18n, msg`ログインIDの設定`),
  component: RouteComponent,
})

function RouteComponent() {
  return <LoginIdEditPage {...Route.useLoaderDeps()} />
}
