import { useLingui } from '@lingui/react/macro'
import { Group, Stack, Text, Title } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { getGetMypageConnectionsClientClientIdScreenDataSuspenseQueryOptions } from '~generated/api/mypage-connections/mypage-connections'
import { LazyConfirmModal } from '~/components/LazyConfirmModal'
import { PageSection } from '~/components/settings/PageSection'
import { formatDate } from '~/lib/format/date'
import { ClientLogo } from './ClientLogo'
import { clientName } from './client-name'
import { useRevoke } from './use-revoke'
import { Button } from '~/components/button/Button'

/**
 * /mypage/connections/client/{clientId}: one connected app — logo, name, provider, connection
 * date, description, the permitted scopes — and its disconnection after a confirmation.
 */
export function ConnectionDetailPage({ clientId }: { clientId: string }) {
  const { t, i18n } = useLingui()
  const { data } = useSuspenseQuery(
    getGetMypageConnectionsClientClientIdScreenDataSuspenseQueryOptions(clientId),
  )
  const { grant } = data
  const { client } = grant
  const name = clientName(client, i18n.locale)
  const { revoke, pending } = useRevoke()
  const [confirming, setConfirming] = useState(false)

  return (
    <Stack gap="lg">
      <Group gap="md" wrap="nowrap">
        <ClientLogo client={client} size={64} />
        <Stack gap={2}>
          <Title order={1}>{name}</Title>
          {client.provider_name && (
            <Text size="sm" c="dimmed">
              {t`提供元：${client.provider_name}`}
            </Text>
          )}
          <Text size="sm" c="dimmed">
            {t`連携日：${formatDate(i18n, grant.issuedAt)}`}
          </Text>
        </Stack>
      </Group>
      {client.description && <Text>{client.description}</Text>}
      <PageSection title={t`許可している内容`}>
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {grant.authorizedScopes.map((scope) => (
            <li key={scope.scopeName}>
              <Text fw={500}>{scope.scopeName}</Text>
              {scope.scopeDescription && (
                <Text size="sm" c="dimmed">
                  {scope.scopeDescription}
                </Text>
              )}
            </li>
          ))}
        </Stack>
      </PageSection>
      <div>
        <Button
          color="var(--mantine-color-error)"
          variant="outline"
          onClick={() => setConfirming(true)}
        >
          {t`連携を解除する`}
        </Button>
      </div>
      <LazyConfirmModal
        opened={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={async () => {
          await revoke(grant.grantId)
          setConfirming(false)
        }}
        loading={pending}
        title={t`${name}との連携を解除しますか？`}
        confirmLabel={t`解除する`}
        cancelLabel={t`閉じる`}
        confirmColor="red.9"
      >
        <Text>{t`解除すると、${name}はお客様のアカウント情報を利用できなくなります。`}</Text>
      </LazyConfirmModal>
    </Stack>
  )
}
