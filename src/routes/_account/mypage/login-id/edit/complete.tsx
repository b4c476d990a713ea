import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { getGetMypageLoginIdEditCompleteScreenDataSuspenseQueryOptions } from '~generated/api/mypage-credentials/mypage-credentials'
import { LoginIdEditCompletePage } from '~/features/mypage-credentials/login-id/LoginIdEditCompletePage'
import { loadScreenData } from '~/lib/api/screen-data'
import { pageTitle } from '~/lib/i18n/page-title'
import { returnToSearch } from '~/lib/routing/search-params'

export const Route = createFileRoute('/_account/mypage/login-id/edit/complete')({
  staticData: { accountNav: 'none' },
  validateSearch: returnToSearch,
  loaderDeps: ({ search }) => ({ returnTo: search.returnTo }),
  loader: ({ context, deps }) =>
    loadScreenData(
      context.queryClient,
      getGetMypageLoginIdEditCompleteScreenDataSuspenseQueryOptions(deps),
    ),
  head: ({ match }) => pageTitle(match.context.i18n, msg`ログインIDを設定しました`),
  component: RouteComponent,
})

function RouteComponent() {
  return <LoginIdEditCompletePage {...Route.useLoaderDeps()} />
}
