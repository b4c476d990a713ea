import { zodResolver } from '@hookform/resolvers/zod'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Title } from '@mantine/core'
import { useMemo } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import type { MypagePasswordEditScreenData } from '~generated/api/model'
import { postAccountPasswordEdit } from '~generated/api/mypage-credentials/mypage-credentials'
import { FormPasswordField } from '~/components/form/FormPasswordField'
import { FormShell } from '~/components/form/FormShell'
import { PasswordChecklist } from '~/components/form/PasswordChecklist'
import { SubmitButton } from '~/components/form-submit/SubmitButton'
import { useFormSubmit } from '~/components/form-submit/use-form-submit'
import { NarrowColumn } from '~/components/layouts/NarrowColumn'
import { mappingFailures } from '../shared/failures'
import {
  passwordEditSchema,
  toPasswordEditRequest,
  type PasswordEditInput,
  type PasswordEditValues,
} from './password-edit-schema'
import { passwordEditFailure } from './password-edit-failure'

const FIELDS = ['oldPassword', 'newPassword', 'newPasswordConfirm'] as const
const OLD_PASSWORD_INCORRECT = msg`現在のパスワードが正しくありません。`
const PASSWORD_REUSED = msg`過去に使用したパスワードは設定できません。`

export interface PasswordEditFormProps {
  data: MypagePasswordEditScreenData
}

/**
 * The form of /mypage/password/edit: the current password, a new one with the live checklist of the store's
 * rules, and its confirmation (spec 02 §2, §5). A wrong current password (401
 * OLD_PASSWORD_INCORRECT) is an error of its field and a reused one (INVALID_PASSWORD_REUSED) of
 * the new password's; a 401 that says to re-authenticate opens the notice that leads there, and
 * nothing on the fields; anything else is the server's message or 'エラーが発生しました' (§8).
 */
export function PasswordEditForm({ data }: PasswordEditFormProps) {
  const { t, i18n } = useLingui()
  const schema = useMemo(() => passwordEditSchema(data.passwordStrength), [data.passwordStrength])
  const form = useForm<PasswordEditInput, unknown, PasswordEditValues>({
    resolver: zodResolver(schema),
    defaultValues: { oldPassword: '', newPassword: '', newPasswordConfirm: '' },
  })
  const send = mappingFailures(
    (values: PasswordEditValues) => postAccountPasswordEdit(toPasswordEditRequest(values)),
    (error) =>
      passwordEditFailure(error, {
        oldPasswordIncorrect: i18n._(OLD_PASSWORD_INCORRECT),
        reused: i18n._(PASSWORD_REUSED),
      }),
  )
  const { submit, failure, pending, retryAt } = useFormSubmit(form, send, {
    fields: FIELDS,
    next: '/mypage/password/edit/complete',
  })
  const newPassword = useWatch({ control: form.control, name: 'newPassword' })

  return (
    <NarrowColumn>
      <FormShell
        form={form}
        onSubmit={submit}
        failure={failure}
        intro={<Title order={1}>{t`パスワードの変更`}</Title>}
      >
        <FormPasswordField
          control={form.control}
          name="oldPassword"
          label={t`現在のパスワード`}
          autoComplete="current-password"
          requirement="required"
        />
        <FormPasswordField
          control={form.control}
          name="newPassword"
          label={t`新しいパスワード`}
          autoComplete="new-password"
          requirement="required"
        />
        <PasswordChecklist password={newPassword} strength={data.passwordStrength} />
        <FormPasswordField
          control={form.control}
          name="newPasswordConfirm"
          label={t`新しいパスワード（確認）`}
          autoComplete="new-password"
          requirement="required"
        />
        <SubmitButton pending={pending} retryAt={retryAt}>
          {t`パスワードを変更する`}
        </SubmitButton>
      </FormShell>
    </NarrowColumn>
  )
}
