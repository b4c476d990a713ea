import { createFileRoute } from '@tanstack/react-router'
import { getGetHomeScreenDataSuspenseQueryOptions } from '~generated/api/root/root'
import { HomePage } from '~/features/home/HomePage'
import { loadScreenData } from '~/lib/api/screen-data'

export const Route = createFileRoute('/_guest/')({
  loader: ({ context }) =>
    loadScreenData(context.queryClient, getGetHomeScreenDataSuspenseQueryOptions()),
  component: HomePage,
})
