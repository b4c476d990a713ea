import { useLingui } from '@lingui/react/macro'
import { Alert, Divider, Text, Title } from '@mantine/core'
import type { SignupFormScreenData } from '~generated/api/model'
import { FormShell } from '~/components/form/FormShell'
import { SubmitButton } from '~/components/form-submit/SubmitButton'
import { ProfileFormFields } from '~/components/profile-form/ProfileFormFields'
import { FIELDS_SUMMARY } from '../rules/registration-failure'
import { AccountFields } from './AccountFields'
import { ConsentFields } from './ConsentFields'
import { RegistrationFailureAlert } from './RegistrationFailureAlert'
import { useSignupForm } from './use-signup-form'

export interface SignupFormProps {
  /** The screen's data (the same object on every render: the deferred form is memoised). */
  data: SignupFormScreenData
}

/**
 * The member information (spec 01 §3, §5; SignupFormPage), every field shown and required per the
 * store's registration setting, then on to the confirm screen.
 */
export function SignupForm({ data }: SignupFormProps) {
  const { t, i18n } = useLingui()
  const { form, rules, policyReading, submit, pending, retryAt, pinRefused, failure, onFields } =
    useSignupForm(data)
  const setting = data.registrationSetting

  return (
    <FormShell
      form={form}
      onSubmit={submit}
      gap="lg"
      intro={
        <>
          <Title order={1}>{t`会員情報の入力`}</Title>
          {setting.message && <Text>{setting.message}</Text>}
        </>
      }
    >
      <RegistrationFailureAlert failure={failure} />
      <AccountFields data={data} />
      <Divider />
      <ProfileFormFields setting={setting} countries={data.countries} />
      <ConsentFields data={data} rules={rules} policyReading={policyReading} />
      {onFields && (
        <Alert color="red" variant="light" role="alert">
          {i18n._(FIELDS_SUMMARY)}
        </Alert>
      )}
      <SubmitButton
        pending={pending}
        disabled={pinRefused || !policyReading.allRead}
        retryAt={retryAt}
      >
        {t`確認画面へ進む`}
      </SubmitButton>
    </FormShell>
  )
}
