import { useCallback, useState } from 'react'
import type { Policy } from '~generated/api/model'
import {
  allPoliciesDone,
  initialPolicyProgress,
  type PolicyProgress,
} from '~/lib/rules/policy-reading'

/** Which of `policies` are read or ticked, starting from those consented at their revision. */
export function usePolicyProgress(policies: readonly Policy[]) {
  const [progress, setProgress] = useState<PolicyProgress>(() => initialPolicyProgress(policies))
  const update = useCallback((policyId: string, done: boolean) => {
    setProgress((current) => ({ ...current, [policyId]: done }))
  }, [])
  return { progress, update, allDone: allPoliciesDone(policies, progress) }
}
