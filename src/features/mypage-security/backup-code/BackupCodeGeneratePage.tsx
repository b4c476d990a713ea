import { useLingui } from '@lingui/react/macro'
import { Alert, Stack, Text, Title } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { getGetMypageMultiFactorBackupCodeGenerateScreenDataSuspenseQueryOptions } from '~generated/api/mypage-security/mypage-security'
import { lazyForm } from '~/components/before-hydration/lazy-form'
import { NarrowColumn } from '~/components/layouts/NarrowColumn'
import { FACTOR_NAME_IN_SENTENCE } from '../multi-factor/factor-rows'
import type { BackupCodeSaveFormProps } from './BackupCodeSaveForm'
import { BackupCodeSheet } from './BackupCodeSheet'

/** Its code loads with the page (decision 0025). */
export const DeferredBackupCodeSaveForm = lazyForm<BackupCodeSaveFormProps>(() =>
  import('./BackupCodeSaveForm').then((module) => module.BackupCodeSaveForm),
)

/**
 * /mypage/multi-factor/backup-code/generate: a new set issued by the server, saved by the member
 * (copy, .txt), then put in force (BackupCodeSaveForm). The codes, with their copy and download,
 * are outside the form: they work as soon as the page has hydrated, before the form's code has
 * loaded.
 */
export function BackupCodeGeneratePage() {
  const { t, i18n } = useLingui()
  const { data } = useSuspenseQuery(
    getGetMypageMultiFactorBackupCodeGenerateScreenDataSuspenseQueryOptions(),
  )
  const { backupCodeList, isInitialSetup, pendingMultiFactorType } = data
  const pendingName = pendingMultiFactorType
    ? i18n._(FACTOR_NAME_IN_SENTENCE[pendingMultiFactorType])
    : ''

  return (
    <NarrowColumn>
      <Stack gap="md">
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
        <BackupCodeSheet codes={backupCodeList.map((code) => ({ code, isUsed: false }))} />
        <DeferredBackupCodeSaveForm data={data} />
      </Stack>
    </NarrowColumn>
  )
}
