import { Stack } from '@mantine/core'
import type { ReactNode } from 'react'
import type { Policy } from '~generated/api/model'
import type { PolicyProgress } from '~/lib/rules/policy-reading'
import { ExternalPolicyConsent } from './ExternalPolicyConsent'
import { PolicyDocument } from './PolicyDocument'
import { FieldError } from '~/components/form/controls/InputFrame'

export interface PolicyConsentListProps {
  policies: readonly Policy[]
  progress: PolicyProgress
  onProgress: (policyId: string, done: boolean) => void
  /** Shown under the list, e.g. '同意が必須です。' when the step was submitted without it. */
  error?: ReactNode
  errorId?: string
}

/** The policies to agree: the internal ones read to the end, the external ones ticked. */
export function PolicyConsentList({
  policies,
  progress,
  onProgress,
  error,
  errorId,
}: PolicyConsentListProps) {
  return (
    <Stack gap="lg">
      {policies.map((policy) =>
        policy.isExternal ? (
          <ExternalPolicyConsent
            key={policy.policyId}
            policy={policy}
            agreed={progress[policy.policyId] === true}
            onChange={(agreed) => onProgress(policy.policyId, agreed)}
          />
        ) : (
          <PolicyDocument
            key={policy.policyId}
            policy={policy}
            read={progress[policy.policyId] === true}
            onRead={() => onProgress(policy.policyId, true)}
          />
        ),
      )}
      {error && (
        <FieldError id={errorId} role="alert">
          {error}
        </FieldError>
      )}
    </Stack>
  )
}
