import { zodResolver } from '@hookform/resolvers/zod'
import { useLingui } from '@lingui/react/macro'
import { useForm, useWatch } from 'react-hook-form'
import * as z from 'zod/mini'
import type { MypageMultiFactorBackupCodeGenerateScreenData } from '~generated/api/model'
import {
  postAccountBackupCodeRegenerate,
  postAccountEnableMultiFactorWithBackupCode,
} from '~generated/api/mypage-security/mypage-security'
import { FormCheckbox } from '~/components/form/FormCheckbox'
import { FormShell } from '~/components/form/FormShell'
import { SubmitButton } from '~/components/form-submit/SubmitButton'
import { useFormSubmit } from '~/components/form-submit/use-form-submit'

/** 'Saved' must be ticked; the button waits for it (spec 02 §2). */
const schema = z.object({ saved: z.boolean() })

export interface BackupCodeSaveFormProps {
  data: Pick<MypageMultiFactorBackupCodeGenerateScreenData, 'backupCodeList' | 'isInitialSetup'>
}

/**
 * Puts the new set in force once the member says it is saved: for the account's first type this
 * also enables it (enable-multi-factor/with-backup-code); otherwise it replaces the old codes,
 * which stop working (backup-code-regenerate).
 */
export function BackupCodeSaveForm({ data }: BackupCodeSaveFormProps) {
  const { t } = useLingui()
  const { backupCodeList, isInitialSetup } = data
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { saved: false } })
  const saved = useWatch({ control: form.control, name: 'saved' })
  const { submit, failure, pending } = useFormSubmit(form, () =>
    isInitialSetup
      ? postAccountEnableMultiFactorWithBackupCode({ backupCodeList })
      : postAccountBackupCodeRegenerate({ backupCodeList }),
  )

  return (
    <FormShell form={form} onSubmit={submit} failure={failure}>
      <FormCheckbox
        control={form.control}
        name="saved"
        label={t`バックアップコードを安全な場所に保存しました`}
      />
      <SubmitButton pending={pending} disabled={!saved}>
        {isInitialSetup ? t`保存して2段階認証を有効にする` : t`このバックアップコードを使う`}
      </SubmitButton>
    </FormShell>
  )
}
