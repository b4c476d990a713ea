import { useLingui } from '@lingui/react/macro'
import { Text } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { getGetMypageMultiFactorBackupCodeGenerateCompleteScreenDataSuspenseQueryOptions } from '~generated/api/mypage-security/mypage-security'
import { CompletionScreen } from '~/components/layouts/CompletionScreen'

/** /mypage/multi-factor/backup-code/generate/complete: the new codes are in force. */
export function BackupCodeGenerateCompletePage() {
  const { t } = useLingui()
  const { data } = useSuspenseQuery(
    getGetMypageMultiFactorBackupCodeGenerateCompleteScreenDataSuspenseQueryOptions(),
  )
  return (
    <CompletionScreen
      title={data.isInitialSetup ? t`2段階認証を設定しました` : t`バックアップコードを発行しました`}
      next={{
        label: t`2段階認証の設定へ戻る`,
        href: data.backTo,
        fallback: '/mypage/multi-factor',
      }}
    >
      <Text>
        {data.isInitialSetup
          ? t`バックアップコードを保存し、2段階認証を有効にしました。次回のログインから確認が求められます。`
          : t`新しいバックアップコードを使えるようになりました。これまでのバックアップコードは使えません。`}
      </Text>
    </CompletionScreen>
  )
}
