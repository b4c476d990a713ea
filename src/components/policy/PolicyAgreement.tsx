import { Text } from '@mantine/core'
import { useId, type ReactNode } from 'react'
import type { Policy } from '~generated/api/model'
import { FormAlert } from '~/components/form-submit/FormAlert'
import { FormFieldBox } from '~/components/form/FormFieldBox'
import { SubmitButton } from '~/components/form-submit/SubmitButton'
import { PolicyConsentList } from './PolicyConsentList'
import { usePolicyProgress } from './use-policy-progress'

export interface PolicyAgreementProps {
  policies: readonly Policy[]
  /**
   * The form's field the policies stand for: its error ('同意が必須です。' when the step was sent
   * without it) shows under the list, whose box a failure focuses.
   */
  field?: string
  /** The failed submission's message and code. */
  failure?: { message: string; code?: string; requestId?: string } | null
  /** Said until every policy is read or ticked. */
  hint: ReactNode
  pending: boolean
  submitLabel: ReactNode
}

/**
 * The body of a policy step's form (spec 01 §4; in a FormShell): the policies, the internal ones
 * read to the end and the external ones ticked, a failure's message, and the submit button,
 * enabled once every policy is done — until then, the hint says why.
 */
export function PolicyAgreement({
  policies,
  field,
  failure,
  hint,
  pending,
  submitLabel,
}: PolicyAgreementProps) {
  const { progress, update, allDone } = usePolicyProgress(policies)
  const hintId = useId()
  const list = <PolicyConsentList policies={policies} progress={progress} onProgress={update} />
  return (
    <>
      {field ? <FormFieldBox name={field}>{list}</FormFieldBox> : list}
      <FormAlert message={failure?.message} code={failure?.code} requestId={failure?.requestId} />
      {!allDone && (
        <Text size="sm" c="dimmed" id={hintId}>
          {hint}
        </Text>
      )}
      <SubmitButton
        pending={pending}
        disabled={!allDone}
        aria-describedby={allDone ? undefined : hintId}
      >
        {submitLabel}
      </SubmitButton>
    </>
  )
}
