import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Text, Title } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { postSignupPolicy } from '~generated/api/signup/signup'
import type { Policy } from '~generated/api/model'
import { FormShell } from '~/components/form/FormShell'
import { useFormSubmit } from '~/components/form-submit/use-form-submit'
import { PolicyAgreement } from '~/components/policy/PolicyAgreement'
import { isApiError } from '~/lib/api/api-error'
import { toPolicyConsentData } from '~/lib/rules/policy-reading'

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
  const form = useForm()
  const { submit, failure, pending } = useFormSubmit(
    form,
    () =>
      postSignupPolicy({
        policyConsentData: toPolicyConsentData(policies),
        returnTo: returnTo ?? null,
      }),
    {
      next: '/signup/auth',
      // A consent naming an outdated revision: show the policies as they are now.
      onFailure: (error) => {
        if (isApiError(error) && error.code === 'INVALID_REQUEST') {
          void queryClient.invalidateQueries({ queryKey, exact: true })
        }
      },
    },
  )

  return (
    <FormShell
      form={form}
      onSubmit={submit}
      gap="lg"
      intro={
        <>
          <Title order={1}>{t`規約への同意`}</Title>
          <Text>{t`会員登録の前に、以下の規約を最後までお読みいただき、同意してください。`}</Text>
        </>
      }
    >
      <PolicyAgreement
        policies={policies}
        failure={failure && { message: i18n._(POLICY_STEP_FAILED), code: failure.code }}
        hint={t`すべての規約をお読みいただき同意すると、次へ進めます。`}
        pending={pending}
        submitLabel={t`同意して次へ`}
      />
    </FormShell>
  )
}
