import { useLingui } from '@lingui/react/macro'
import { Stack, Text, Title } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { getGetMypageMultiFactorTrustedDeviceScreenDataSuspenseQueryOptions } from '~generated/api/mypage-security/mypage-security'
import { LazyConfirmModal } from '~/components/LazyConfirmModal'
import { PageSection } from '~/components/settings/PageSection'
import { SettingRow } from '~/components/settings/SettingRow'
import { SettingsSection } from '~/components/settings/SettingsSection'
import { formatDateTime } from '~/lib/format/date'
import { canDeleteAll } from './trusted-devices'
import { useTrustedDevices } from './use-trusted-devices'
import { Button } from '~/components/button/Button'
import { ThisDeviceBadge } from '../ThisDeviceBadge'

/**
 * /mypage/multi-factor/trusted-device: the devices that skip the second factor, with device and
 * browser, a badge on this device and the date-time each was trusted; delete one, or all when
 * there is more than one (after a confirmation).
 */
export function TrustedDevicePage() {
  const { t, i18n } = useLingui()
  const { data } = useSuspenseQuery(
    getGetMypageMultiFactorTrustedDeviceScreenDataSuspenseQueryOptions(),
  )
  const { devices, deleting, deletingAll, remove, removeAll } = useTrustedDevices(
    data.trustedDevices,
  )
  const [confirmingAll, setConfirmingAll] = useState(false)
  const unknown = t`不明`

  return (
    <Stack gap="lg" maw={640}>
      <Title order={1}>{t`信頼済みデバイス`}</Title>
      <Text>
        {t`信頼済みデバイスからのログインでは、2段階認証の確認が省略されます。使わなくなったデバイスや心当たりのないデバイスは削除してください。`}
      </Text>
      {devices.length === 0 ? (
        <PageSection title={t`デバイス一覧（0台）`}>
          <Text>{t`信頼済みデバイスはありません。`}</Text>
        </PageSection>
      ) : (
        <SettingsSection
          title={t`デバイス一覧（${devices.length}台）`}
          action={
            canDeleteAll(devices) && (
              <Button
                size="xs"
                variant="outline"
                color="var(--mantine-color-error)"
                // Not while one device is being deleted: one call at a time.
                disabled={deleting !== null}
                onClick={() => setConfirmingAll(true)}
              >
                {t`すべて削除`}
              </Button>
            )
          }
        >
          {devices.map((device) => {
            const name = `${device.option?.deviceInfo ?? unknown} / ${device.option?.browserInfo ?? unknown}`
            return (
              <SettingRow
                key={device.deviceToken}
                label={name}
                value={
                  <>
                    {device.currentDevice && <ThisDeviceBadge />}
                    {t`登録日時：${formatDateTime(i18n, device.createdAt)}`}
                  </>
                }
                action={
                  <Button
                    size="xs"
                    variant="default"
                    loading={deleting === device.deviceToken}
                    disabled={deleting !== null && deleting !== device.deviceToken}
                    onClick={() => void remove(device.deviceToken)}
                    aria-label={t`${name}を削除`}
                  >
                    {t`削除`}
                  </Button>
                }
              />
            )
          })}
        </SettingsSection>
      )}
      <LazyConfirmModal
        opened={confirmingAll}
        onClose={() => setConfirmingAll(false)}
        onConfirm={() => removeAll(() => setConfirmingAll(false))}
        loading={deletingAll}
        title={t`信頼済みデバイスをすべて削除しますか？`}
        confirmLabel={t`すべて削除する`}
        cancelLabel={t`キャンセル`}
        confirmColor="red.9"
      >
        <Text>
          {t`${devices.length}台のデバイスすべてで、次回のログインから2段階認証の確認が求められます。`}
        </Text>
      </LazyConfirmModal>
    </Stack>
  )
}
