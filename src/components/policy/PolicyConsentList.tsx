import { Stack } from '@mantine/core'
import type { Policy } from '~generated/api/model'
import type { PolicyProgress } from '~/lib/rules/policy-reading'
import { ExternalPolicyConsent } from './ExternalPolicyConsent'
import { PolicyDocument } from './PolicyDocument'

export interface PolicyConsentListProps {
  policies: readonly Policy[]
  progress: PolicyProgress
  onProgress: (policyId: string, done: boolean) => void
}

/**
 * The policies to agree: the internal ones read to the end, the external ones ticked. In a form,
 * a FormFieldBox around it shows the field's error ('同意が必須です。') and takes its focus.
 */
export function PolicyConsentList({ policies, progress, onProgress }: PolicyConsentListProps) {
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
    </Stack>
  )
}
