import { createFileRoute } from '@tanstack/react-router'
import { getGetAuthCallbackScreenDataSuspenseQueryOptions } from '~generated/api/signin/signin'
import { AuthRedirecting } from '~/features/signin/social/AuthRedirecting'
import { callbackSearch } from '~/features/signin/social/callback-search'
import { loadScreenData } from '~/lib/api/screen-data'

/** Where the provider sends the browser back; the loader moves on to the next page. */
export const Route = createFileRoute('/_login/auth/callback/')({
  validateSearch: callbackSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    loadScreenData(context.queryClient, getGetAuthCallbackScreenDataSuspenseQueryOptions(deps)),
  component: AuthRedirecting,
})
