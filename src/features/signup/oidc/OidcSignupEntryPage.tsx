import { Stack } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { getGetOidcSignupScreenDataSuspenseQueryOptions } from '~generated/api/oidc/oidc'
import { OidcClientHeader } from '~/components/oidc/OidcClientHeader'
import { DeferredPolicyStep } from '../policy/DeferredPolicyStep'
import { OIDC_RESUME } from './oidc-resume'

/** /oidc/signup: the policy step of a sign-up started from the provider's sign-in. */
export function OidcSignupEntryPage() {
  // The deferred step's props keep their identity (decision 0025).
  const screen = useMemo(() => getGetOidcSignupScreenDataSuspenseQueryOptions(), [])
  const { data } = useSuspenseQuery(screen)
  return (
    <Stack gap="xl">
      <OidcClientHeader client={data.client} />
      <DeferredPolicyStep
        policies={data.policies}
        returnTo={OIDC_RESUME}
        queryKey={screen.queryKey}
      />
    </Stack>
  )
}
