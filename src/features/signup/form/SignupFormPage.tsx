import { useLingui } from '@lingui/react/macro'
import { Alert, Divider, Stack, Text, Title } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { FormProvider } from 'react-hook-form'
import { getGetSignupFormScreenDataSuspenseQueryOptions } from '~generated/api/signup/signup'
import { ProfileFormFields } from '~/components/profile-form/ProfileFormFields'
import { preventImeEnterSubmit } from '~/lib/forms/ime'
import { FIELDS_SUMMARY } from '../rules/registration-failure'
import { SignupSubmitButton } from '../SignupSubmitButton'
import { AccountFields } from './AccountFields'
import { ConsentFields } from './ConsentFields'
import { RegistrationFailureAlert } from './RegistrationFailureAlert'
import { useSignupForm } from './use-signup-form'

/**
 * /signup/form: the member information (spec 01 §3, §5), every field shown and required per the
 * store's registration setting, then on to the confirm screen.
 */
export function SignupFormPage() {
  const { t, i18n } = useLingui()
  const { data } = useSuspenseQuery(getGetSignupFormScreenDataSuspenseQueryOptions())
  const { form, rules, failure, submit, pending } = useSignupForm(data)
  const setting = data.registrationSetting

  return (
    <FormProvider {...form}>
      <form method="post" noValidate onSubmit={submit} onKeyDown={preventImeEnterSubmit}>
        <Stack gap="lg">
          <Title order={1}>{t`会員情報の入力`}</Title>
          {setting.message && <Text>{setting.message}</Text>}
          <RegistrationFailureAlert failure={failure.failure} />
          <AccountFields data={data} />
          <Divider />
          <ProfileFormFields setting={setting} countries={data.countries} />
          <ConsentFields data={data} rules={rules} />
          {failure.onFields && (
            <Alert color="red" variant="light" role="alert">
              {i18n._(FIELDS_SUMMARY)}
            </Alert>
          )}
          <SignupSubmitButton pending={pending} retryAt={failure.retryAt} fullWidth size="md">
            {t`確認画面へ進む`}
          </SignupSubmitButton>
        </Stack>
      </form>
    </FormProvider>
  )
}
