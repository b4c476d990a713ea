import { useLingui } from '@lingui/react/macro'
import { Text, Title } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { getGetMypageEditScreenDataSuspenseQueryOptions } from '~generated/api/mypage-profile/mypage-profile'
import { FormShell } from '~/components/form/FormShell'
import { SubmitButton } from '~/components/form/SubmitButton'
import { NarrowColumn } from '~/components/layouts/NarrowColumn'
import { ProfileFormFields } from '~/components/profile-form/ProfileFormFields'
import classes from './edit.module.css'
import { useEditForm } from './use-edit-form'

/**
 * /mypage/edit (spec 02 §2 "Basic info"): the member's information, every field shown and
 * required per the store's registration setting, then on to the confirm screen.
 */
export function MypageEditPage() {
  const { t } = useLingui()
  // The form needs JavaScript: an early click must not post the page natively.
  const { data } = useSuspenseQuery(getGetMypageEditScreenDataSuspenseQueryOptions())
  const { form, submit, failure, pending, retryAt } = useEditForm(data)
  const [today] = useState(() => new Date())
  const setting = data.registrationSetting

  return (
    <NarrowColumn>
      <FormShell
        form={form}
        onSubmit={submit}
        failure={failure}
        gap="lg"
        className={classes.form}
        intro={
          <>
            <Title order={1}>{t`会員情報の変更`}</Title>
            {setting.message && <Text>{setting.message}</Text>}
          </>
        }
      >
        <ProfileFormFields setting={setting} countries={data.countries} clampBirthdayTo={today} />
        <SubmitButton pending={pending} retryAt={retryAt} fullWidth size="md">
          {t`確認画面へ進む`}
        </SubmitButton>
      </FormShell>
    </NarrowColumn>
  )
}
