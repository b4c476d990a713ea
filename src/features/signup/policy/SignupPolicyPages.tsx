import {
  getGetSignupPolicyScreenDataQueryKey,
  getGetSignupScreenDataQueryKey,
  useGetSignupPolicyScreenDataSuspense,
  useGetSignupScreenDataSuspense,
} from '~generated/api/signup/signup'
import { PolicyStep } from './PolicyStep'

interface PageProps {
  returnTo: string | undefined
}

const revisions = (policies: { policyId: string; revision: number }[]) =>
  policies.map((policy) => `${policy.policyId}@${policy.revision}`).join()

/** /signup: the sign-up entry, the policy step when the store shows policies in advance. */
export function SignupEntryPage({ returnTo }: PageProps) {
  const { data } = useGetSignupScreenDataSuspense({ returnTo })
  return (
    <PolicyStep
      key={revisions(data.policies)}
      policies={data.policies}
      returnTo={returnTo}
      queryKey={getGetSignupScreenDataQueryKey({ returnTo })}
    />
  )
}

/** /signup/policy: the policy step. */
export function SignupPolicyPage({ returnTo }: PageProps) {
  const { data } = useGetSignupPolicyScreenDataSuspense({ returnTo })
  return (
    <PolicyStep
      key={revisions(data.policies)}
      policies={data.policies}
      returnTo={returnTo}
      queryKey={getGetSignupPolicyScreenDataQueryKey({ returnTo })}
    />
  )
}
