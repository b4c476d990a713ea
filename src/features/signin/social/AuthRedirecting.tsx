import { useLingui } from '@lingui/react/macro'
import { Loader, Stack, Text, Title } from '@mantine/core'

/**
 * /auth/authorize and /auth/callback have no screen: their loaders move on at once. This shows
 * only while a client-side load runs, or under the flow-error notice when the attempt cannot go on.
 */
export function AuthRedirecting() {
  const { t } = useLingui()
  return (
    <Stack gap="md" align="center">
      <Title order={1}>{t`外部アカウントで認証`}</Title>
      <Loader aria-hidden />
      <Text role="status">{t`外部アカウントの認証を処理しています…`}</Text>
    </Stack>
  )
}
