import { useSuspenseQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import type {
  GetSignupPolicyScreenDataParams,
  GetSignupScreenDataParams,
} from '~generated/api/model'
import {
  getGetSignupPolicyScreenDataSuspenseQueryOptions,
  getGetSignupScreenDataSuspenseQueryOptions,
} from '~generated/api/signup/signup'
import { DeferredPolicyStep } from './DeferredPolicyStep'

const revisions = (policies: { policyId: string; revision: number }[]) =>
  policies.map((policy) => `${policy.policyId}@${policy.revision}`).join()

/** /signup: the sign-up entry, the policy step when the store shows policies in advance. */
export function SignupEntryPage({ returnTo }: GetSignupScreenDataParams) {
  // The deferred step's props keep their identity (decision 0025).
  const screen = useMemo(() => getGetSignupScreenDataSuspenseQueryOptions({ returnTo }), [returnTo])
  const { data } = useSuspenseQuery(screen)
  return (
    <DeferredPolicyStep
      key={revisions(data.policies)}
      policies={data.policies}
      returnTo={returnTo}
      queryKey={screen.queryKey}
    />
  )
}

/** /signup/policy: the policy step. */
export function SignupPolicyPage({ returnTo }: GetSignupPolicyScreenDataParams) {
  const screen = useMemo(
    () => getGetSignupPolicyScreenDataSuspenseQueryOptions({ returnTo }),
    [returnTo],
  )
  const { data } = useSuspenseQuery(screen)
  return (
    <DeferredPolicyStep
      key={revisions(data.policies)}
      policies={data.policies}
      returnTo={returnTo}
      queryKey={screen.queryKey}
    />
  )
}
