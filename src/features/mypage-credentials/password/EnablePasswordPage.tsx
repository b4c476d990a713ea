import { zodResolver } from '@hookform/resolvers/zod'
import { useLingui } from '@lingui/react/macro'
import { Text, Title } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import {
  getGetMypageEnablePasswordScreenDataSuspenseQueryOptions,
  postAccountEnablePassword,
} from '~generated/api/mypage-credentials/mypage-credentials'
import { FormCodeField } from '~/components/form/fields/FormCodeField'
import { FormPasswordField } from '~/components/form/fields/FormPasswordField'
import { FormShell } from '~/components/form/FormShell'
import { PasswordChecklist } from '~/components/form/PasswordChecklist'
import { ResendCodeButton } from '~/components/form/ResendCodeButton'
import { SubmitButton } from '~/components/form/SubmitButton'
import { useFormSubmit } from '~/components/form/use-form-submit'
import { NarrowColumn } from '~/components/layouts/NarrowColumn'
import { codeLabel, withCodeName } from '~/lib/i18n/code-name'
import { PinSendStep } from '../shared/PinSendStep'
import { usePinSending } from '../shared/use-pin-sending'
import {
  enablePasswordSchema,
  type EnablePasswordInput,
  type EnablePasswordValues,
} from './enable-password-schema'

const FIELDS = ['pinCode', 'password', 'passwordConfirm'] as const

/**
 * /mypage/enable-password: a first password for a member who signs in without one (spec 02 §2):
 * a PIN e-mailed to the contact address (type passwordSetting), the password with the live
 * checklist of the store's rules, and its confirmation.
 */
export function EnablePasswordPage() {
  const { t, i18n } = useLingui()
  const { data } = useSuspenseQuery(getGetMypageEnablePasswordScreenDataSuspenseQueryOptions())
  const { passwordStrength } = data
  const status = withCodeName(i18n, data.pinCodeStatus)
  const schema = useMemo(
    () => enablePasswordSchema(i18n, passwordStrength, status.displayName),
    [i18n, passwordStrength, status.displayName],
  )
  const form = useForm<EnablePasswordInput, unknown, EnablePasswordValues>({
    resolver: zodResolver(schema),
    defaultValues: { pinCode: '', password: '', passwordConfirm: '' },
  })
  const { submit, failure, pending, retryAt, codeRejected } = useFormSubmit(
    form,
    postAccountEnablePassword,
    { fields: FIELDS, codeField: 'pinCode', next: '/mypage/enable-password/complete' },
  )
  const { destination, displayName } = status
  const sending = usePinSending(status, destination)
  const password = useWatch({ control: form.control, name: 'password' })
  const title = (
    <>
      <Title order={1}>{t`パスワードの設定`}</Title>
      <Text>{t`パスワードを設定すると、メールアドレスやログインIDとパスワードでもログインできるようになります。`}</Text>
    </>
  )

  if (sending.sentAt === null) {
    return (
      <NarrowColumn>
        <PinSendStep status={status} sending={sending} intro={title} />
      </NarrowColumn>
    )
  }
  return (
    <NarrowColumn>
      <FormShell
        form={form}
        onSubmit={submit}
        failure={failure ?? sending.failure}
        intro={
          <>
            {title}
            <Text>
              {t`${destination} 宛に${displayName}を送信しました。メールに記載された${displayName}と、新しいパスワードを入力してください。`}
            </Text>
          </>
        }
      >
        <FormCodeField
          control={form.control}
          name="pinCode"
          label={codeLabel(i18n, displayName)}
          requirement="required"
        />
        <ResendCodeButton
          sentAt={sending.sentAt}
          pending={sending.pending}
          onResend={sending.send}
        />
        <input
          type="text"
          name="username"
          autoComplete="username"
          value={destination}
          readOnly
          hidden
        />
        <FormPasswordField
          control={form.control}
          name="password"
          label={t`パスワード`}
          autoComplete="new-password"
          requirement="required"
        />
        <PasswordChecklist password={password} strength={passwordStrength} />
        <FormPasswordField
          control={form.control}
          name="passwordConfirm"
          label={t`パスワード（確認）`}
          autoComplete="new-password"
          requirement="required"
        />
        <SubmitButton pending={pending} disabled={codeRejected} retryAt={retryAt} fullWidth>
          {t`パスワードを設定する`}
        </SubmitButton>
      </FormShell>
    </NarrowColumn>
  )
}
