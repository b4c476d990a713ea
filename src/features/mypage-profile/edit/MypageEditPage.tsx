import { useLingui } from '@lingui/react/macro'
import { Stack, Text, Title } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { FormProvider } from 'react-hook-form'
import { getGetMypageEditScreenDataSuspenseQueryOptions } from '~generated/api/mypage-account/mypage-account'
import { FormAlert } from '~/components/form/FormAlert'
import { SubmitButton } from '~/components/form/SubmitButton'
import { ProfileFormFields } from '~/components/profile-form/ProfileFormFields'
import { preventImeEnterSubmit } from '~/lib/forms/ime'
import classes from './edit.module.css'
import { useEditForm } from './use-edit-form'

/**
 * /mypage/edit (spec 02 §2 "Basic info"): the member's information, every field shown and
 * required per the store's registration setting, then on to the confirm screen.
 */
export function MypageEditPage() {
  const { t } = useLingui()
  const { data } = useSuspenseQuery(getGetMypageEditScreenDataSuspenseQueryOptions())
  const { form, submit, failure, pending } = useEditForm(data)
  const [today] = useState(() => new Date())
  const setting = data.registrationSetting

  return (
    <FormProvider {...form}>
      <form
        method="post"
        noValidate
        onSubmit={submit}
        onKeyDown={preventImeEnterSubmit}
        className={classes.form}
      >
        <Stack gap="lg">
          <Title order={1}>{t`会員情報の変更`}</Title>
          {setting.message && <Text>{setting.message}</Text>}
          <FormAlert message={failure.failure?.message} code={failure.failure?.code} />
          <ProfileFormFields setting={setting} countries={data.countries} clampBirthdayTo={today} />
          <SubmitButton pending={pending} retryAt={failure.retryAt} fullWidth size="md">
            {t`確認画面へ進む`}
          </SubmitButton>
        </Stack>
      </form>
    </FormProvider>
  )
}
