import { useLingui } from '@lingui/react/macro'
import type { MouseEvent } from 'react'
import { Stack, Text, Title } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import {
  getGetAccountDataExportUrl,
  getGetMypageDataExportScreenDataSuspenseQueryOptions,
} from '~generated/api/mypage-data-export/mypage-data-export'
import { Button } from '~/components/button/Button'
import { FormAlert } from '~/components/form-submit/FormAlert'
import { SettingRow } from '~/components/settings/SettingRow'
import { SettingsSection } from '~/components/settings/SettingsSection'
import { useDataExportDownload } from './use-data-export-download'

/**
 * /mypage/data-export (beyond the spec, issue 34 §3): what the copy of the member's data holds,
 * and the link that saves it. Once hydrated, the page fetches the file itself, so that a failure
 * is shown with its request id; before, the link saves the backend's file under the name it
 * gives (Content-Disposition).
 */
export function DataExportPage() {
  const { t } = useLingui()
  const { data } = useSuspenseQuery(getGetMypageDataExportScreenDataSuspenseQueryOptions())
  const { counts, fileName } = data
  const { download, pending, failure } = useDataExportDownload(fileName)

  return (
    <Stack gap="lg" maw={640}>
      <Title order={1}>{t`データのダウンロード`}</Title>
      <Text>
        {t`ご登録いただいている情報の写しを、JSON形式のファイル1つでダウンロードできます。ファイルには個人情報が含まれますので、保存先や共有にご注意ください。`}
      </Text>
      <SettingsSection title={t`ファイルに含まれる情報`}>
        <SettingRow
          label={t`プロフィール`}
          value={t`氏名、メールアドレス、ログインIDなどの登録情報`}
        />
        <SettingRow
          label={t`同意の状況`}
          value={t`同意した規約の版、メールマガジンとプライバシー管理の設定`}
        />
        <SettingRow label={t`契約`} value={t`${counts.contracts}件（終了した契約を含む）`} />
        <SettingRow label={t`お支払い履歴`} value={t`${counts.paymentHistory}件`} />
        <SettingRow
          label={t`お支払い方法`}
          value={t`${counts.paymentMethods}件（カード番号は下4桁のみ）`}
        />
        <SettingRow label={t`ログイン履歴`} value={t`${counts.loginHistory}件`} />
        <SettingRow
          label={t`連携中のサービス`}
          value={t`${counts.connectedApps}件（外部アカウントの連携を含む）`}
        />
        <SettingRow label={t`ログイン中のデバイス`} value={t`${counts.sessions}台`} />
      </SettingsSection>
      <Text size="sm">
        {t`パスワード、PINコード、認証コードなど、ログインに使う秘密の情報は含まれません。`}
      </Text>
      <FormAlert message={failure?.message} code={failure?.code} requestId={failure?.requestId} />
      <Stack gap="xs" align="flex-start">
        <Button
          component="a"
          href={getGetAccountDataExportUrl()}
          download
          loading={pending}
          onClick={(event: MouseEvent) => {
            event.preventDefault()
            void download()
          }}
        >
          {t`ダウンロードする`}
        </Button>
        <Text size="sm" c="dimmed">
          {t`ファイル名：${fileName}`}
        </Text>
      </Stack>
    </Stack>
  )
}
