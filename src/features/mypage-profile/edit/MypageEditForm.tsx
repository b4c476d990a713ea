import { useLingui } from '@lingui/react/macro'
import { Text, Title } from '@mantine/core'
import { useState } from 'react'
import type { MypageEditScreenData } from '~generated/api/model'
import { FormShell } from '~/components/form/FormShell'
import { SubmitButton } from '~/components/form-submit/SubmitButton'
import { ProfileFormFields } from '~/components/profile-form/ProfileFormFields'
import { useEditForm } from './use-edit-form'

export interface MypageEditFormProps {
  /** The screen's data (the same object on every render: the deferred form is memoised). */
  data: MypageEditScreenData
}

/**
 * The member's information (spec 02 §2 "Basic info"; MypageEditPage), every field shown and
 * required per the store's registration setting, then on to the confirm screen.
 */
export function MypageEditForm({ data }: MypageEditFormProps) {
  const { t } = useLingui()
  const { form, submit, failure, pending, retryAt } = useEditForm(data)
  const [today] = useState(() => new Date())
  const setting = data.registrationSetting

  return (
    <FormShell
      form={form}
      onSubmit={submit}
      failure={failure}
      gap="lg"
      intro={
        <>
          <Title order={1}>{t`会員情報の変更`}</Title>
          {setting.message && <Text>{setting.message}</Text>}
        </>
      }
    >
      <ProfileFormFields setting={setting} countries={data.countries} clampBirthdayTo={today} />
      <SubmitButton pending={pending} retryAt={retryAt}>
        {t`確認画面へ進む`}
      </SubmitButton>
    </FormShell>
  )
}
