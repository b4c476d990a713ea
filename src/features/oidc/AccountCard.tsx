import { useLingui } from '@lingui/react/macro'
import { Group, Paper, Stack, Text } from '@mantine/core'
import { Avatar } from '~/components/avatar/Avatar'
import type { OidcAccountSummary } from '~generated/api/model'

/** The account signed in on the site, as the consent and account-choice screens show it. */
export function AccountCard({ account }: { account: OidcAccountSummary }) {
  const { t } = useLingui()
  const name = account.displayName ?? account.email ?? account.loginId ?? ''
  return (
    <Paper withBorder p="md" radius="md">
      <Group gap="sm" wrap="nowrap">
        <Avatar src={account.profileImageUrl} alt="" radius="xl" />
        <Stack gap={0}>
          <Text size="xs" c="dimmed">
            {t`ログイン中のアカウント`}
          </Text>
          <Text fw={700}>{name}</Text>
          {account.email && account.email !== name && (
            <Text size="sm" c="dimmed">
              {account.email}
            </Text>
          )}
        </Stack>
      </Group>
    </Paper>
  )
}
