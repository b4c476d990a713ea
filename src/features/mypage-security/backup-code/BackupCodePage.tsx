import { useLingui } from '@lingui/react/macro'
import { Stack, Text, Title } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { getGetMypageMultiFactorBackupCodeScreenDataSuspenseQueryOptions } from '~generated/api/mypage-security/mypage-security'
import { ButtonLink } from '~/components/button/ButtonLink'
import { formatDateTime } from '~/lib/format/date'
import { BackupCodeSheet } from './BackupCodeSheet'

/**
 * /mypage/multi-factor/backup-code: the codes in force (each works once at a sign-in when the
 * second factor is out of reach) and the way to a new set.
 */
export function BackupCodePage() {
  const { t, i18n } = useLingui()
  const { data } = useSuspenseQuery(
    getGetMypageMultiFactorBackupCodeScreenDataSuspenseQueryOptions(),
  )
  const remaining = data.backupCodes.filter((code) => !code.isUsed).length
  return (
    <Stack gap="lg" maw={560}>
      <Title order={1}>{t`バックアップコード`}</Title>
      <Text>
        {t`認証アプリやメール、SMSを使えないときは、バックアップコードでログインできます。各コードは1回だけ使えます。`}
      </Text>
      {data.backupCodes.length > 0 ? (
        <>
          <Text size="sm" c="dimmed">
            {data.generatedAt && <>{t`発行日時：${formatDateTime(i18n, data.generatedAt)}`} </>}
            {t`残り${remaining}個`}
          </Text>
          <BackupCodeSheet codes={data.backupCodes} />
        </>
      ) : (
        <Text>{t`バックアップコードはまだ発行されていません。`}</Text>
      )}
      <div>
        <ButtonLink to="/mypage/multi-factor/backup-code/generate" variant="outline">
          {data.backupCodes.length > 0
            ? t`新しいバックアップコードを発行する`
            : t`バックアップコードを発行する`}
        </ButtonLink>
      </div>
    </Stack>
  )
}
