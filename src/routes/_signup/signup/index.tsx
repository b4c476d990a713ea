import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { getGetSignupScreenDataSuspenseQueryOptions } from '~generated/api/signup/signup'
import { SignupEntryPage } from '~/features/signup/policy/SignupPolicyPages'
import { loadScreenData } from '~/lib/api/screen-data'
import { pageTitle } from '~/lib/i18n/page-title'
import { returnToParam } from '~/lib/security/return-to'

export const Route = createFileRoute('/_signup/signup/')({
  validateSearch: z.object({ returnTo: returnToParam }),
  loaderDeps: ({ search }) => ({ returnTo: search.returnTo }),
  loader: ({ context, deps }) =>
    loadScreenData(context.queryClient, getGetSignupScreenDataSuspenseQueryOptions(deps)),
  head: ({ match }) => pageTitle(match.context.i18n, msg`新規会員登録`),
  component: SignupEntryRoute,
})

function SignupEntryRoute() {
  return <SignupEntryPage {...Route.useLoaderDeps()} />
}
