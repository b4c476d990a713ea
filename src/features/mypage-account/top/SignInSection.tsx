import { useLingui } from '@lingui/react/macro'
import type { Account } from '~generated/api/model'
import { SettingRow } from '~/components/settings/SettingRow'
import { SettingsSection } from '~/components/settings/SettingsSection'
import {
  loginMethodText,
  passwordAction,
  showsLoginIdRows,
  showsMultiFactorRow,
  showsPasskeysRow,
  showsSessionsRow,
  type TopPageContext,
} from './top-rules'

/**
 * Login and security rows (spec 02 §2): login ID, password, login method, multi-factor, passkeys,
 * history, and the signed-in devices (issue 34).
 */
export function SignInSection({
  account,
  context,
}: {
  account: Pick<Account, 'loginId' | 'isEnabledMultiFactor'>
  context: TopPageContext
}) {
  const { t } = useLingui()
  const method = loginMethodText(context)
  return (
    <SettingsSection title={t`ログインとセキュリティ`}>
      {showsLoginIdRows(context) && (
        <SettingRow
          label={t`ログインID`}
          value={account.loginId ?? t`未設定`}
          href="/mypage/login-id/edit"
        />
      )}
      {passwordAction(context) === 'edit' ? (
        <SettingRow label={t`パスワード`} value={t`変更する`} href="/mypage/password/edit" />
      ) : (
        <SettingRow label={t`パスワード`} value={t`設定する`} href="/mypage/enable-password" />
      )}
      {showsLoginIdRows(context) && (
        <SettingRow
          label={t`ログイン方法`}
          value={
            method === 'loginIdOnly'
              ? t`ログインIDのみ`
              : method === 'emailOrLoginId'
                ? t`メールアドレスまたはログインID`
                : undefined
          }
          href="/mypage/login-method"
        />
      )}
      {showsMultiFactorRow(context) && (
        <SettingRow
          label={t`2段階認証`}
          value={account.isEnabledMultiFactor ? t`有効` : t`無効`}
          href="/mypage/multi-factor"
        />
      )}
      {showsPasskeysRow(context) && <SettingRow label={t`パスキー`} href="/mypage/passkeys" />}
      <SettingRow label={t`ログイン履歴`} href="/mypage/login-history" />
      {showsSessionsRow(context) && (
        <SettingRow label={t`ログイン中のデバイス`} href="/mypage/sessions" />
      )}
    </SettingsSection>
  )
}
