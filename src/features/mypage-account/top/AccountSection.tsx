import { useLingui } from '@lingui/react/macro'
import type { Account } from '~generated/api/model'
import { SettingRow } from '~/components/settings/SettingRow'
import { SettingsSection } from '~/components/settings/SettingsSection'
import { safeExternalUrl } from './external-url'
import { showsProfileImageRow, type TopPageContext } from './top-rules'

/**
 * Account rows (spec 02 §2): the e-mail (edited on an external address in a new tab when the
 * store manages e-mails elsewhere), registration info, and the profile image when enabled.
 */
export function AccountSection({
  account,
  context,
}: {
  account: Pick<Account, 'contactEmail' | 'emailEditUrl'>
  context: TopPageContext
}) {
  const { t } = useLingui()
  const externalEmailEdit = safeExternalUrl(account.emailEditUrl)
  return (
    <SettingsSection title={t`アカウント情報`}>
      <SettingRow
        label={t`メールアドレス`}
        value={account.contactEmail}
        href={externalEmailEdit ?? '/mypage/email/edit'}
        external={externalEmailEdit !== null}
      />
      <SettingRow label={t`登録情報`} href="/mypage/edit" />
      {showsProfileImageRow(context) && (
        <SettingRow label={t`プロフィール画像`} href="/mypage/profile/edit" />
      )}
    </SettingsSection>
  )
}
