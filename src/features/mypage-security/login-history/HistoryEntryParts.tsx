import { useLingui } from '@lingui/react/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { HistoryEntryView } from './history-entry'
import classes from './login-history.module.css'
import { Button } from '~/components/button/Button'

/** A value that is either the server's text or one of ours ('不明'). */
export function useShow() {
  const { i18n } = useLingui()
  return (value: string | MessageDescriptor) => (typeof value === 'string' ? value : i18n._(value))
}

/**
 * Success or failure as a pill. Not Mantine's Badge: in an auto-sized table column its label
 * shrank to an ellipsis.
 */
export function ResultBadge({ view }: { view: HistoryEntryView }) {
  const { i18n } = useLingui()
  return (
    <span className={`${classes.badge} ${view.isSuccess ? classes.success : classes.failure}`}>
      {i18n._(view.result)}
    </span>
  )
}

/** The login type, with the second factor asked for when there was one. */
export function LoginTypeText({ view }: { view: HistoryEntryView }) {
  const { t, i18n } = useLingui()
  const method = i18n._(view.loginMethod)
  if (!view.secondFactor) return <>{method}</>
  const factor = i18n._(view.secondFactor)
  return <>{t`${method}（2段階認証：${factor}）`}</>
}

export function IpText({ view }: { view: HistoryEntryView }) {
  const { t } = useLingui()
  return (
    <>
      {view.ip}
      {view.fromCurrentIp && <> {t`（現在のIPアドレス）`}</>}
    </>
  )
}

/** 'Not me?': opens the advice to change the password and set up multi-factor authentication. */
export function NotMeButton({ label, onClick }: { label: string; onClick: () => void }) {
  const { t } = useLingui()
  return (
    <Button size="compact-xs" variant="default" onClick={onClick} aria-label={label}>
      {t`心当たりがない`}
    </Button>
  )
}
