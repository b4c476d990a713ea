import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Stack, Text, Title } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { postSignupPolicy } from '~generated/api/signup/signup'
import type { Policy } from '~generated/api/model'
import { FormAlert } from '~/components/form/FormAlert'
import { PolicyConsentList } from '~/components/policy/PolicyConsentList'
import { usePolicyProgress } from '~/components/policy/use-policy-progress'
import { isApiError } from '~/lib/api/api-error'
import { preventImeEnterSubmit } from '~/lib/forms/ime'
import { toPolicyConsentData } from '~/lib/rules/policy-reading'
import { useFollowAnswer } from '../use-follow-answer'
import { SignupSubmitButton } from '../SignupSubmitButton'

/** Spec 01 §8: whatever went wrong, the policy step says only this. */
const POLICY_STEP_FAILED = msg`エラーが発生しました。`

export interface PolicyStepProps {
  policies: readonly Policy[]
  returnTo: string | undefined
  /** The screen data's query, reloaded when the policies changed under the visitor. */
  queryKey: readonly unknown[]
}

/**
 * The policy consent step (/signup, /signup/policy): every policy read to the end or ticked
 * before '同意して次へ' is enabled (spec 01 §4).
 */
export function PolicyStep({ policies, returnTo, queryKey }: PolicyStepProps) {
  const { t, i18n } = useLingui()
  const queryClient = useQueryClient()
  const follow = useFollowAnswer()
  const { progress, update, allDone } = usePolicyProgress(policies)
  const [pending, setPending] = useState(false)
  const [failureCode, setFailureCode] = useState<string | null>(null)

  const submit = async () => {
    setPending(true)
    setFailureCode(null)
    try {
      const answer = await postSignupPolicy({
        policyConsentData: toPolicyConsentData(policies),
        returnTo: returnTo ?? null,
      })
      if (await follow(answer, '/signup/auth')) return
    } catch (error) {
      setFailureCode(isApiError(error) ? error.code : '')
      // A consent naming an outdated revision: show the policies as they are now.
      if (isApiError(error) && error.code === 'INVALID_REQUEST') {
        await queryClient.invalidateQueries({ queryKey, exact: true })
      }
    }
    setPending(false)
  }

  return (
    <form
      method="post"
      noValidate
      onKeyDown={preventImeEnterSubmit}
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      <Stack gap="lg">
        <Title order={1}>{t`規約への同意`}</Title>
        <Text>{t`会員登録の前に、以下の規約を最後までお読みいただき、同意してください。`}</Text>
        <PolicyConsentList policies={policies} progress={progress} onProgress={update} />
        <FormAlert
          message={failureCode === null ? undefined : i18n._(POLICY_STEP_FAILED)}
          code={failureCode || undefined}
        />
        {!allDone && (
          <Text size="sm" c="dimmed" id="policy-step-hint">
            {t`すべての規約をお読みいただき同意すると、次へ進めます。`}
          </Text>
        )}
        <SignupSubmitButton
          pending={pending}
          disabled={!allDone}
          aria-describedby={allDone ? undefined : 'policy-step-hint'}
          fullWidth
        >
          {t`同意して次へ`}
        </SignupSubmitButton>
      </Stack>
    </form>
  )
}
