import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { SettingRow } from '~/components/settings/SettingRow'
import { SettingsSection } from '~/components/settings/SettingsSection'
import type { PrivacyRow } from './top-rules'

const ROWS: Record<PrivacyRow, { label: MessageDescriptor; href: string }> = {
  newsletter: { label: msg`メールマガジン`, href: '/mypage/consent?type=newsletter' },
  privacy: { label: msg`プライバシー管理`, href: '/mypage/consent?type=privacy' },
  pinCode: { label: msg`PINコード設定`, href: '/mypage/pin-code' },
  connections: { label: msg`連携中のサービス`, href: '/mypage/connections' },
  dataExport: { label: msg`データのダウンロード`, href: '/mypage/data-export' },
}

/** Privacy rows (spec 02 §2; the copy of one's data: issue 34), each only when the store enables it; none → no section. */
export function PrivacySection({ rows }: { rows: readonly PrivacyRow[] }) {
  const { t, i18n } = useLingui()
  if (rows.length === 0) return null
  return (
    <SettingsSection title={t`プライバシーと連携`}>
      {rows.map((row) => (
        <SettingRow key={row} label={i18n._(ROWS[row].label)} href={ROWS[row].href} />
      ))}
    </SettingsSection>
  )
}
