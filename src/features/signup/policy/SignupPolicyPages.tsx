import { useSuspenseQuery } from '@tanstack/react-query'
import type {
  GetSignupPolicyScreenDataParams,
  GetSignupScreenDataParams,
} from '~generated/api/model'
import {
  getGetSignupPolicyScreenDataSuspenseQueryOptions,
  getGetSignupScreenDataSuspenseQueryOptions,
} from '~generated/api/signup/signup'
import { PolicyStep } from './PolicyStep'

const revisions = (policies: { policyId: string; revision: number }[]) =>
  policies.map((policy) => `${policy.policyId}@${policy.revision}`).join()

/** /signup: the sign-up entry, the policy step when the store shows policies in advance. */
export function SignupEntryPage(params: GetSignupScreenDataParams) {
  const screen = getGetSignupScreenDataSuspenseQueryOptions(params)
  const { data } = useSuspenseQuery(screen)
  return (
    <PolicyStep
      key={revisions(data.policies)}
      policies={data.policies}
      returnTo={params.returnTo}
      queryKey={screen.queryKey}
    />
  )
}

/** /signup/policy: the policy step. */
export function SignupPolicyPage(params: GetSignupPolicyScreenDataParams) {
  const screen = getGetSignupPolicyScreenDataSuspenseQueryOptions(params)
  const { data } = useSuspenseQuery(screen)
  return (
    <PolicyStep
      key={revisions(data.policies)}
      policies={data.policies}
      returnTo={params.returnTo}
      queryKey={screen.queryKey}
    />
  )
}
