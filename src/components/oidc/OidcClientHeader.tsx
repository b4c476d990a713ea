import { useLingui } from '@lingui/react/macro'
import { Anchor, Group, Image, Paper, Stack, Text } from '@mantine/core'
import type { OidcClient } from '~generated/api/model'
import { useRootData } from '~/lib/root-data/use-root-data'

/** The client's name in the page's language: the Japanese name on Japanese pages when it has one. */
export function useClientName(client: OidcClient): string {
  const { i18n } = useLingui()
  return i18n.locale === 'ja' && client.clientNameJa ? client.clientNameJa : client.clientName
}

/**
 * The application that asked to sign in with the store (spec 01 §2, §3 OIDC client info): logo,
 * name in the page's language, provider, description and its terms and privacy links. Shown at
 * the top of every provider screen.
 */
export function OidcClientHeader({ client }: { client: OidcClient }) {
  const { t } = useLingui()
  const name = useClientName(client)
  const { serviceName } = useRootData().storeSettingData
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={t`連携先のサービス`}>
      <Stack gap="xs">
        <Group gap="sm" wrap="nowrap">
          {client.logoUri && <Image src={client.logoUri} alt="" w={48} h={48} radius="sm" />}
          <Stack gap={0}>
            <Text fw={700}>{name}</Text>
            {client.providerName && (
              <Text size="sm" c="dimmed">
                {t`提供元: ${client.providerName}`}
              </Text>
            )}
          </Stack>
        </Group>
        {client.description && <Text size="sm">{client.description}</Text>}
        <Text size="sm">{t`${serviceName}のアカウントで${name}を利用します。`}</Text>
        {(client.tosUri || client.privacyUri) && (
          <Group gap="md">
            {client.tosUri && (
              <Anchor href={client.tosUri} target="_blank" rel="noopener noreferrer" size="sm">
                {t`${name}の利用規約`}
              </Anchor>
            )}
            {client.privacyUri && (
              <Anchor href={client.privacyUri} target="_blank" rel="noopener noreferrer" size="sm">
                {t`${name}のプライバシーポリシー`}
              </Anchor>
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  )
}
