import { useLingui } from '@lingui/react/macro'
import { Stack, Text, Title } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { ActiveSession } from '~generated/api/model'
import { getGetMypageSessionsScreenDataSuspenseQueryOptions } from '~generated/api/mypage-sessions/mypage-sessions'
import { Button } from '~/components/button/Button'
import { ThisDeviceBadge } from '../ThisDeviceBadge'
import { LazyConfirmModal } from '~/components/LazyConfirmModal'
import { SettingRow } from '~/components/settings/SettingRow'
import { SettingsSection } from '~/components/settings/SettingsSection'
import { formatDateTime } from '~/lib/format/date'
import { otherSessions } from './sessions'
import { useSessions } from './use-sessions'

/**
 * /mypage/sessions (beyond the spec, issue 34): where the member is signed in now — device,
 * browser, approximate place and IP, when each signed in and was last used —, this device marked;
 * sign one out, or every one but this device after a confirmation.
 */
export function SessionsPage() {
  const { t } = useLingui()
  const { data } = useSuspenseQuery(getGetMypageSessionsScreenDataSuspenseQueryOptions())
  const { sessions, endingOne, endingOthers, signOut, signOutOthers } = useSessions(data.sessions)
  const [confirming, setConfirming] = useState(false)
  const others = otherSessions(sessions)

  return (
    <Stack gap="lg" maw={640}>
      <Title order={1}>{t`ログイン中のデバイス`}</Title>
      <Text>
        {t`現在このアカウントにログインしているデバイスです。心当たりのないデバイスや使わなくなったデバイスはログアウトしてください。ログアウトしたデバイスでは、次の操作からログインが必要になります。`}
      </Text>
      <SettingsSection
        title={t`デバイス一覧（${sessions.length}台）`}
        action={
          others.length > 0 && (
            <Button
              size="xs"
              variant="outline"
              color="var(--mantine-color-error)"
              // Not while one device is being signed out: one call at a time.
              disabled={endingOne !== null}
              onClick={() => setConfirming(true)}
            >
              {t`ほかのすべてのデバイスからログアウト`}
            </Button>
          )
        }
      >
        {sessions.map((session) => (
          <SessionRow
            key={session.sessionId}
            session={session}
            ending={endingOne === session.sessionId}
            disabled={endingOne !== null && endingOne !== session.sessionId}
            onSignOut={() => void signOut(session.sessionId)}
          />
        ))}
      </SettingsSection>
      <LazyConfirmModal
        opened={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={() => signOutOthers(() => setConfirming(false))}
        loading={endingOthers}
        title={t`ほかのすべてのデバイスからログアウトしますか？`}
        confirmLabel={t`ログアウトする`}
        cancelLabel={t`キャンセル`}
        confirmColor="red.9"
      >
        <Text>
          {t`このデバイス以外の${others.length}台のデバイスで、次の操作からログインが必要になります。`}
        </Text>
      </LazyConfirmModal>
    </Stack>
  )
}

function SessionRow({
  session,
  ending,
  disabled,
  onSignOut,
}: {
  session: ActiveSession
  ending: boolean
  disabled: boolean
  onSignOut: () => void
}) {
  const { t, i18n } = useLingui()
  const unknown = t`不明`
  const name = `${session.deviceInfo ?? unknown} / ${session.browserInfo ?? unknown}`
  const place = session.country ?? unknown
  const { ip } = session
  return (
    <SettingRow
      label={name}
      value={
        <>
          {session.isCurrent && <ThisDeviceBadge />}
          {t`場所：${place}（IPアドレス ${ip}）`}
          <br />
          {t`ログイン日時：${formatDateTime(i18n, session.signedInAt)}`}
          <br />
          {t`最終アクセス：${formatDateTime(i18n, session.lastActiveAt)}`}
        </>
      }
      action={
        !session.isCurrent && (
          <Button
            size="xs"
            variant="default"
            loading={ending}
            disabled={disabled}
            onClick={onSignOut}
            aria-label={t`${name}からログアウト`}
          >
            {t`ログアウト`}
          </Button>
        )
      }
    />
  )
}
