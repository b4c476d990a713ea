import { useLingui } from '@lingui/react/macro'
import { CopyButton, Group, VisuallyHidden } from '@mantine/core'
import { saveFile } from '~/lib/browser/save-file'
import { useRootData } from '~/lib/root-data/use-root-data'
import { BACKUP_CODES_FILE_NAME, backupCodesText } from './backup-codes-file'
import classes from './backup-code.module.css'
import { Button } from '~/components/button/Button'

export interface BackupCodeSheetProps {
  codes: readonly { code: string; isUsed: boolean }[]
}

/** Offers a text as a downloaded .txt file. */
const download = (text: string) =>
  saveFile(text, BACKUP_CODES_FILE_NAME, 'text/plain;charset=utf-8')

/**
 * A set of backup codes (used ones struck through), with their copy and .txt download: what
 * is copied or saved holds only the codes still usable.
 */
export function BackupCodeSheet({ codes }: BackupCodeSheetProps) {
  const { t } = useLingui()
  const { serviceName } = useRootData().storeSettingData
  const usable = codes.filter((code) => !code.isUsed).map((code) => code.code)
  const text = backupCodesText(usable, {
    heading: t`${serviceName} バックアップコード`,
    note: t`各コードは1回だけ使えます。`,
  })
  return (
    <>
      <ul className={classes.codes} aria-label={t`バックアップコード`}>
        {codes.map(({ code, isUsed }) => (
          <li key={code} className={isUsed ? classes.used : undefined}>
            {code}
            {isUsed && <VisuallyHidden>{t`（使用済み）`}</VisuallyHidden>}
          </li>
        ))}
      </ul>
      {usable.length > 0 && (
        <Group gap="sm">
          <CopyButton value={text}>
            {({ copied, copy }) => (
              <Button variant="light" onClick={copy}>
                {copied ? t`コピーしました` : t`コードをコピー`}
              </Button>
            )}
          </CopyButton>
          <Button variant="light" onClick={() => download(text)}>
            {t`テキストファイルで保存`}
          </Button>
        </Group>
      )}
    </>
  )
}
