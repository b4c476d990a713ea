import { useLingui } from '@lingui/react/macro'
import { Text } from '@mantine/core'
import { useState } from 'react'
import type { ExternalAccount } from '~generated/api/model'
import { LazyConfirmModal } from '~/components/LazyConfirmModal'
import { SettingRow } from '~/components/settings/SettingRow'
import { SettingsSection } from '~/components/settings/SettingsSection'
import { authorizeHref } from '~/lib/social/authorize-href'
import { useUnlink } from './use-unlink'
import { Button } from '~/components/button/Button'

/**
 * The external-account rows of the account top (spec 02 §2): linked or not, with connect (the
 * provider's authorisation, enableExternalAuth) or disconnect (only when `canUnlink`, after a
 * confirmation).
 */
export function ExternalAccountsSection({ accounts }: { accounts: readonly ExternalAccount[] }) {
  const { t } = useLingui()
  const { unlink, pending } = useUnlink()
  const [confirming, setConfirming] = useState<ExternalAccount | null>(null)
  const provider = confirming?.userIdentifierType ?? ''

  return (
    <>
      <SettingsSection title={t`外部アカウント連携`}>
        {accounts.map((account) => (
          <SettingRow
            key={account.userIdentifierType}
            label={account.userIdentifierType}
            value={linkState(account)}
            action={<RowAction account={account} onUnlink={() => setConfirming(account)} />}
          />
        ))}
      </SettingsSection>
      <LazyConfirmModal
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        onConfirm={async () => {
          if (confirming) await unlink(confirming)
          setConfirming(null)
        }}
        loading={pending}
        title={t`${provider}との連携を解除しますか？`}
        confirmLabel={t`解除する`}
        confirmColor="red.9"
      >
        <Text>{t`解除すると、${provider}アカウントではログインできなくなります。`}</Text>
      </LazyConfirmModal>
    </>
  )

  function linkState({ isLinked, userIdentifierName }: ExternalAccount): string {
    if (!isLinked) return t`未連携`
    return userIdentifierName ? t`連携済み（${userIdentifierName}）` : t`連携済み`
  }
}

function RowAction({ account, onUnlink }: { account: ExternalAccount; onUnlink: () => void }) {
  const { t } = useLingui()
  const provider = account.userIdentifierType
  if (!account.isLinked) {
    // A plain link: the authorisation leaves the site for the provider's page.
    return (
      <Button
        component="a"
        href={authorizeHref(provider, 'enableExternalAuth', undefined)}
        size="xs"
        variant="light"
        aria-label={t`${provider}と連携する`}
      >
        {t`連携する`}
      </Button>
    )
  }
  if (!account.canUnlink) return null
  return (
    <Button
      size="xs"
      variant="default"
      onClick={onUnlink}
      aria-label={t`${provider}との連携を解除する`}
    >
      {t`解除する`}
    </Button>
  )
}
