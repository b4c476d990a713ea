import { useLingui } from '@lingui/react/macro'
import { Fieldset, Stack, Text } from '@mantine/core'
import { useFormContext, useWatch } from 'react-hook-form'
import type { SignupFormScreenData } from '~generated/api/model'
import { FormCheckbox } from '~/components/form/FormCheckbox'
import { FormPolicyConsents } from '~/components/policy/FormPolicyConsents'
import type { PolicyReading } from '~/components/policy/use-policy-progress'
import type { SignupFormInput } from '../rules/form-input'
import { isMinor, type SignupFormRules } from '../rules/form-schema'

/** Policy consent, and the parental consents that all become required under 18 (spec 01 §5). */
export function ConsentFields({
  data,
  rules,
  policyReading,
}: {
  data: SignupFormScreenData
  rules: SignupFormRules
  /** The policies' reading (useSignupForm), which also holds the submit button. */
  policyReading: PolicyReading
}) {
  const { t } = useLingui()
  const { control } = useFormContext<SignupFormInput>()
  const birthday = useWatch({ control, name: 'birthday' })
  const minor = data.parentalConsentOptions.length > 0 && isMinor({ birthday }, rules)

  return (
    <Stack gap="md">
      {data.policies.length > 0 && (
        <FormPolicyConsents<SignupFormInput> name="policiesAgreed" reading={policyReading} />
      )}
      {minor && (
        <Fieldset legend={t`保護者の方の同意`}>
          <Stack gap="sm">
            <Text size="sm">
              {t`${data.parentalConsentAge}歳未満の方のご登録には、保護者の方の同意が必要です。以下をすべて確認してチェックしてください。`}
            </Text>
            {data.parentalConsentOptions.map((option, index) => (
              <FormCheckbox
                key={option.consentOptionId}
                control={control}
                name={`parentalConsents.${index}`}
                label={option.description}
                requirement="required"
              />
            ))}
          </Stack>
        </Fieldset>
      )}
    </Stack>
  )
}
