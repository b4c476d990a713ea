import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { getGetMypageReauthorizeScreenDataSuspenseQueryOptions } from '~generated/api/signin/signin'
import { ReauthorizePage } from '~/features/reauthorize/ReauthorizePage'
import { loadScreenData } from '~/lib/api/screen-data'
import { pageTitle } from '~/lib/i18n/page-title'
import { returnToParam } from '~/lib/security/return-to'

export const Route = createFileRoute('/_login/mypage/reauthorize')({
  validateSearch: z.object({ returnTo: returnToParam }),
  loaderDeps: ({ search }) => ({ returnTo: search.returnTo }),
  loader: ({ context, deps }) =>
    loadScreenData(
      context.queryClient,
      getGetMypageReauthorizeScreenDataSuspenseQueryOptions(deps),
    ),
  head: ({ match }) => pageTitle(match.context.i18n, msg`本人確認`),
  component: ReauthorizeRoute,
})

function ReauthorizeRoute() {
  return <ReauthorizePage {...Route.useLoaderDeps()} />
}
