import { useCallback, useState } from 'react'
import type { Policy } from '~generated/api/model'
import {
  allPoliciesDone,
  allPoliciesRead,
  initialPolicyProgress,
  type PolicyProgress,
} from '~/lib/rules/policy-reading'

/** The policies a form shows and which of them are read or ticked (usePolicyProgress). */
export interface PolicyReading {
  policies: readonly Policy[]
  progress: PolicyProgress
  update: (policyId: string, done: boolean) => void
  /** Every policy read or ticked. */
  allDone: boolean
  /** Every non-external policy read (the external ones may be left unticked). */
  allRead: boolean
}

/** Which of `policies` are read or ticked, starting from those consented at their revision. */
export function usePolicyProgress(policies: readonly Policy[]): PolicyReading {
  const [progress, setProgress] = useState<PolicyProgress>(() => initialPolicyProgress(policies))
  const update = useCallback((policyId: string, done: boolean) => {
    setProgress((current) => ({ ...current, [policyId]: done }))
  }, [])
  return {
    policies,
    progress,
    update,
    allDone: allPoliciesDone(policies, progress),
    allRead: allPoliciesRead(policies, progress),
  }
}
