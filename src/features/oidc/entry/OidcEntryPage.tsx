import { useLingui } from '@lingui/react/macro'
import { Loader, Stack, Text } from '@mantine/core'

/** /oidc: shown only while the browser moves on to the step the loader named. */
export function OidcEntryPage() {
  const { t } = useLingui()
  return (
    <Stack align="center" gap="md" py="xl">
      <Loader aria-hidden />
      <Text>{t`画面を切り替えています…`}</Text>
    </Stack>
  )
}
