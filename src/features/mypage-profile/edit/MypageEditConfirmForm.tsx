import { useLingui } from '@lingui/react/macro'
import { Group, Text, Title } from '@mantine/core'
import type { MypageEditConfirmScreenData } from '~generated/api/model'
import { FormShell } from '~/components/form/FormShell'
import { SubmitButton } from '~/components/form-submit/SubmitButton'
import { NarrowColumn } from '~/components/layouts/NarrowColumn'
import { ConfirmTable } from '~/components/profile-form/ConfirmTable'
import { ButtonLink } from '~/components/button/ButtonLink'
import { countryName } from '~/lib/rules/country-name'
import { profileConfirmRows } from '~/lib/rules/profile/confirm-rows'
import { useSaveEdit } from './use-save-edit'

export interface MypageEditConfirmFormProps {
  data: MypageEditConfirmScreenData
}

/**
 * The form of /mypage/edit/confirm (spec 02 §2): the values kept by the confirm call, a fix button back to the
 * form (which shows them again) and the change button that saves them.
 */
export function MypageEditConfirmForm({ data }: MypageEditConfirmFormProps) {
  const { t, i18n } = useLingui()
  const { inputtedData, registrationSetting, country } = data
  const { form, submit, pending, failure, retryAt } = useSaveEdit(inputtedData)
  const rows = profileConfirmRows(
    {
      profile: inputtedData.formData,
      customValues: inputtedData.customAssociatedInfoData,
      setting: registrationSetting,
      countryName: country ? countryName(country, i18n.locale) : null,
    },
    i18n,
  )

  return (
    <NarrowColumn>
      <FormShell
        form={form}
        onSubmit={submit}
        failure={failure}
        gap="lg"
        intro={
          <>
            <Title order={1}>{t`入力内容の確認`}</Title>
            <Text>{t`以下の内容で変更します。よろしければ「変更する」を押してください。`}</Text>
          </>
        }
      >
        <ConfirmTable rows={rows} />
        <Group grow align="flex-start">
          <ButtonLink to="/mypage/edit" variant="default" size="md">
            {t`修正する`}
          </ButtonLink>
          <SubmitButton pending={pending} retryAt={retryAt}>
            {t`変更する`}
          </SubmitButton>
        </Group>
      </FormShell>
    </NarrowColumn>
  )
}
