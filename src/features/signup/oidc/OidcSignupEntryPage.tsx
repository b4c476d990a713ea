import { Stack } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { getGetOidcSignupScreenDataSuspenseQueryOptions } from '~generated/api/oidc/oidc'
import { OidcClientHeader } from '~/components/oidc/OidcClientHeader'
import { PolicyStep } from '../policy/PolicyStep'
import { OIDC_RESUME } from './oidc-resume'

/** /oidc/signup: the policy step of a sign-up started from the provider's sign-in. */
export function OidcSignupEntryPage() {
  const screen = getGetOidcSignupScreenDataSuspenseQueryOptions()
  const { data } = useSuspenseQuery(screen)
  return (
    <Stack gap="xl">
      <OidcClientHeader client={data.client} />
      <PolicyStep policies={data.policies} returnTo={OIDC_RESUME} queryKey={screen.queryKey} />
    </Stack>
  )
}
