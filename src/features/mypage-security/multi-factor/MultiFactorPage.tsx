import { useLingui } from '@lingui/react/macro'
import { Stack, Text, Title } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { MultiFactorType } from '~generated/api/model'
import { getGetMypageMultiFactorScreenDataSuspenseQueryOptions } from '~generated/api/mypage-security/mypage-security'
import { HrefLink } from '~/components/HrefLink'
import { LazyConfirmModal } from '~/components/LazyConfirmModal'
import { SettingRow } from '~/components/settings/SettingRow'
import { SettingsSection } from '~/components/settings/SettingsSection'
import { FACTOR_NAME, FACTOR_NAME_IN_SENTENCE, factorRows, showsRecoveryLinks } from './factor-rows'
import { useDisableFactor } from './use-disable-factor'
import { Badge } from '~/components/button/Badge'
import { Button } from '~/components/button/Button'

/**
 * /mypage/multi-factor: the types the store allows with their status (spec 02 §2). An enabled
 * type is disabled after a confirmation; a disabled one links to its set-up page; with any type
 * enabled, the backup codes and trusted devices are one click away.
 */
export function MultiFactorPage() {
  const { t, i18n } = useLingui()
  const { data } = useSuspenseQuery(getGetMypageMultiFactorScreenDataSuspenseQueryOptions())
  const rows = factorRows(data.multiFactorTypes)
  const [disabling, setDisabling] = useState<MultiFactorType | null>(null)
  const { disable, pending } = useDisableFactor(() => setDisabling(null))
  const disablingName = disabling ? i18n._(FACTOR_NAME_IN_SENTENCE[disabling]) : ''

  return (
    <Stack gap="lg">
      <Title order={1}>{t`2段階認証`}</Title>
      <Text>
        {t`ログインのときに、パスワードなどに加えて確認コードの入力を求めることで、第三者による不正なログインを防ぎます。`}
      </Text>
      {rows.length === 0 ? (
        <Text>{t`現在ご利用いただける2段階認証の方式はありません。`}</Text>
      ) : (
        <SettingsSection title={t`認証方式`}>
          {rows.map((row) => {
            const label = i18n._(FACTOR_NAME[row.type])
            const name = i18n._(FACTOR_NAME_IN_SENTENCE[row.type])
            return (
              <SettingRow
                key={row.type}
                label={label}
                value={
                  <Badge color={row.isEnabled ? 'brand' : 'gray'} variant="light">
                    {row.isEnabled ? t`有効` : t`無効`}
                  </Badge>
                }
                action={
                  row.isEnabled ? (
                    <Button
                      size="xs"
                      variant="outline"
                      color="var(--mantine-color-error)"
                      onClick={() => setDisabling(row.type)}
                      aria-label={t`${name}による2段階認証を無効にする`}
                    >
                      {t`無効にする`}
                    </Button>
                  ) : (
                    <Button
                      size="xs"
                      component={HrefLink}
                      href={row.setUpPath}
                      aria-label={t`${name}による2段階認証を設定する`}
                    >
                      {t`設定する`}
                    </Button>
                  )
                }
              />
            )
          })}
        </SettingsSection>
      )}
      {showsRecoveryLinks(rows, data.isEnabledMultiFactor) && (
        <SettingsSection title={t`バックアップと信頼済みデバイス`}>
          <SettingRow label={t`バックアップコード`} href="/mypage/multi-factor/backup-code" />
          <SettingRow label={t`信頼済みデバイス`} href="/mypage/multi-factor/trusted-device" />
        </SettingsSection>
      )}
      <LazyConfirmModal
        opened={disabling !== null}
        onClose={() => setDisabling(null)}
        onConfirm={() => (disabling ? disable(disabling) : undefined)}
        loading={pending}
        title={t`${disablingName}による2段階認証を無効にしますか？`}
        confirmLabel={t`無効にする`}
        cancelLabel={t`キャンセル`}
        confirmColor="red.9"
      >
        <Text>
          {t`無効にすると、ログインのときに${disablingName}による確認は求められなくなります。`}
        </Text>
      </LazyConfirmModal>
    </Stack>
  )
}
