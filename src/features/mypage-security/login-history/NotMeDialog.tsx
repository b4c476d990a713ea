import { useLingui } from '@lingui/react/macro'
import { Anchor, List, Stack, Text } from '@mantine/core'
import { useRouter } from '@tanstack/react-router'
import { HrefLink } from '~/components/HrefLink'
import { LazyConfirmModal } from '~/components/LazyConfirmModal'
import { formatDateTime } from '~/lib/format/date'
import type { LoginHistoryItem } from '~generated/api/model'
import type { SecurityAdvice } from './history-entry'

const PASSWORD_EDIT = '/mypage/password/edit'
const MULTI_FACTOR = '/mypage/multi-factor'
const SESSIONS = '/mypage/sessions'

/**
 * 'Not me?' on a history entry (beyond the spec): what the entry was, and the steps that protect
 * the account — change the password, set up multi-factor authentication, sign unknown devices out
 * (issue 34) — the first one a click away (the confirm button), the others linked.
 */
export function NotMeDialog({
  entry,
  advice,
  onClose,
}: {
  entry: LoginHistoryItem | null
  advice: SecurityAdvice
  onClose: () => void
}) {
  const { t, i18n } = useLingui()
  const router = useRouter()
  const first = advice.changePassword
    ? PASSWORD_EDIT
    : advice.setUpMultiFactor
      ? MULTI_FACTOR
      : SESSIONS
  const when = entry ? formatDateTime(i18n, entry.createdAt) : ''
  const where = entry
    ? [entry.deviceInfo, entry.browserInfo, entry.country, entry.ip].filter(Boolean).join(' / ')
    : ''
  return (
    <LazyConfirmModal
      opened={entry !== null}
      onClose={onClose}
      onConfirm={() => router.navigate({ href: first })}
      title={t`このログインに心当たりがありませんか？`}
      confirmLabel={
        first === PASSWORD_EDIT
          ? t`パスワードを変更する`
          : first === MULTI_FACTOR
            ? t`2段階認証を設定する`
            : t`ログイン中のデバイスを確認する`
      }
      cancelLabel={t`閉じる`}
    >
      <Stack gap="sm">
        <Text size="sm">
          {entry?.result === 'failure'
            ? t`${when}（${where}）のログインの試みは失敗していますが、第三者がパスワードを試したおそれがあります。`
            : t`${when}（${where}）にログインされています。第三者がログインしたおそれがあります。`}
        </Text>
        <Text size="sm">{t`次の手順でアカウントを守ってください。`}</Text>
        <List type="ordered" size="sm" spacing="xs">
          {advice.changePassword && (
            <List.Item>
              <Anchor component={HrefLink} href={PASSWORD_EDIT} size="sm">
                {t`パスワードを変更する`}
              </Anchor>
              {t`：ほかのサービスと同じパスワードは使わないでください。`}
            </List.Item>
          )}
          {advice.setUpMultiFactor && (
            <List.Item>
              <Anchor component={HrefLink} href={MULTI_FACTOR} size="sm">
                {t`2段階認証を設定する`}
              </Anchor>
              {t`：パスワードが知られても、確認コードなしではログインできなくなります。`}
            </List.Item>
          )}
          {advice.reviewSessions && (
            <List.Item>
              <Anchor component={HrefLink} href={SESSIONS} size="sm">
                {t`ログイン中のデバイスを確認する`}
              </Anchor>
              {t`：心当たりのないデバイスをログアウトさせます。`}
            </List.Item>
          )}
        </List>
      </Stack>
    </LazyConfirmModal>
  )
}
