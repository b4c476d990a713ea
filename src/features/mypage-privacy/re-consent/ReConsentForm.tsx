import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Text, Title } from '@mantine/core'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { postAccountPolicyReConsent } from '~generated/api/mypage-privacy/mypage-privacy'
import type { AccountPolicyReConsentRequest, MypageReConsentScreenData } from '~generated/api/model'
import { FormShell } from '~/components/form/FormShell'
import { useFormSubmit } from '~/components/form-submit/use-form-submit'
import { PolicyAgreement } from '~/components/policy/PolicyAgreement'
import { isApiError } from '~/lib/api/api-error'
import { POLICY_REQUIRED, toPolicyConsentData } from '~/lib/rules/policy-reading'
import { safeRedirectPath } from '~/lib/security/safe-redirect'
import { OutdatedPoliciesModal } from './OutdatedPoliciesModal'

/** Spec 02 §8: any other failure says only this. */
const RE_CONSENT_FAILED = msg`エラーが発生しました。`
const FIELDS = ['policyConsentData'] as const
const OUTDATED = 'INVALID_REQUEST'

export interface ReConsentFormProps {
  /** The screen's data (the same object on every render: the deferred form is memoised). */
  data: MypageReConsentScreenData
  returnTo: string | undefined
}

/**
 * The policies whose newest revision the member has not agreed to, read to the end or ticked as
 * on the sign-up policy step (spec 01 §4), then back to `returnTo` or /mypage (ReConsentPage).
 */
export function ReConsentForm({ data, returnTo }: ReConsentFormProps) {
  const { t, i18n } = useLingui()
  const [outdated, setOutdated] = useState(false)
  const form = useForm<AccountPolicyReConsentRequest>({
    defaultValues: { policyConsentData: toPolicyConsentData(data.policies) },
  })
  const { submit, failure, pending } = useFormSubmit(form, postAccountPolicyReConsent, {
    fields: FIELDS,
    messages: { VALIDATION_ERROR: POLICY_REQUIRED },
    next: safeRedirectPath(returnTo, '/mypage'),
    onFailure: (error) => setOutdated(isApiError(error) && error.code === OUTDATED),
  })
  const failed = failure && failure.code !== OUTDATED

  return (
    <>
      <FormShell
        form={form}
        onSubmit={submit}
        gap="lg"
        intro={
          <>
            <Title order={1}>{t`規約への再同意`}</Title>
            <Text>{t`規約が改定されました。引き続きご利用いただくには、以下の規約を最後までお読みいただき、同意してください。`}</Text>
          </>
        }
      >
        <PolicyAgreement
          policies={data.policies}
          field="policyConsentData"
          failure={failed ? { message: i18n._(RE_CONSENT_FAILED), code: failure.code } : null}
          hint={t`すべての規約をお読みいただくと、同意できます。`}
          pending={pending}
          submitLabel={t`同意する`}
        />
      </FormShell>
      <OutdatedPoliciesModal opened={outdated} />
    </>
  )
}
