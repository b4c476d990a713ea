import { zodResolver } from '@hookform/resolvers/zod'
import { useLingui } from '@lingui/react/macro'
import { Alert, Text, Title } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useForm, useWatch } from 'react-hook-form'
import * as z from 'zod/mini'
import {
  getGetMypageMultiFactorBackupCodeGenerateScreenDataSuspenseQueryOptions,
  postAccountBackupCodeRegenerate,
  postAccountEnableMultiFactorWithBackupCode,
} from '~generated/api/mypage-security/mypage-security'
import { FormCheckbox } from '~/components/form/fields/FormCheckbox'
import { FormShell } from '~/components/form/FormShell'
import { SubmitButton } from '~/components/form/SubmitButton'
import { useFormSubmit } from '~/components/form/use-form-submit'
import { NarrowColumn } from '~/components/layouts/NarrowColumn'
import { FACTOR_NAME } from '../multi-factor/factor-rows'
import { BackupCodeSheet } from './BackupCodeSheet'

/** 'Saved' must be ticked; the button waits for it (spec 02 §2). */
const schema = z.object({ saved: z.boolean() })

/**
 * /mypage/multi-factor/backup-code/generate: a new set issued by the server, saved by the member
 * (copy, .txt), then put in force. For the account's first type this also enables it
 * (enable-multi-factor/with-backup-code); otherwise it replaces the old codes, which stop
 * working (backup-code-regenerate).
 */
export function BackupCodeGeneratePage() {
  const { t, i18n } = useLingui()
  const { data } = useSuspenseQuery(
    getGetMypageMultiFactorBackupCodeGenerateScreenDataSuspenseQueryOptions(),
  )
  const { backupCodeList, isInitialSetup, pendingMultiFactorType } = data
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { saved: false } })
  const saved = useWatch({ control: form.control, name: 'saved' })
  const { submit, failure, pending } = useFormSubmit(form, () =>
    isInitialSetup
      ? postAccountEnableMultiFactorWithBackupCode({ backupCodeList })
      : postAccountBackupCodeRegenerate({ backupCodeList }),
  )
  const pendingName = pendingMultiFactorType ? i18n._(FACTOR_NAME[pendingMultiFactorType]) : ''

  return (
    <NarrowColumn>
      <FormShell
        form={form}
        onSubmit={submit}
        failure={failure}
        intro={
          <>
            <Title order={1}>{t`バックアップコードの発行`}</Title>
            <Text>
              {isInitialSetup
                ? t`${pendingName}による2段階認証を有効にする前に、バックアップコードを保存してください。認証できないときに、これらのコードでログインできます。`
                : t`新しいバックアップコードを保存してください。各コードは1回だけ使えます。`}
            </Text>
            {!isInitialSetup && (
              <Alert color="yellow">
                {t`新しいバックアップコードを使い始めると、これまでのバックアップコードは使えなくなります。`}
              </Alert>
            )}
          </>
        }
      >
        <BackupCodeSheet codes={backupCodeList.map((code) => ({ code, isUsed: false }))} />
        <FormCheckbox
          control={form.control}
          name="saved"
          label={t`バックアップコードを安全な場所に保存しました`}
        />
        <SubmitButton pending={pending} disabled={!saved} fullWidth>
          {isInitialSetup ? t`保存して2段階認証を有効にする` : t`このバックアップコードを使う`}
        </SubmitButton>
      </FormShell>
    </NarrowColumn>
  )
}
