import { useLingui } from '@lingui/react/macro'
import { Button, Group, Stack, Text, Title } from '@mantine/core'
import { HrefLink } from '~/components/HrefLink'
import { useRootData } from '~/features/root/use-root-data'

/** Top page: service name and description, and the entry points for guests or members. */
export function HomePage() {
  const { t } = useLingui()
  const { storeSettingData, authId } = useRootData()
  const isSignedIn = authId !== null

  return (
    <Stack gap="lg" py={{ base: 'lg', sm: 64 }} maw={720} mx="auto" ta="center" align="center">
      <Title order={1}>{storeSettingData.serviceName}</Title>
      <Text size="lg">{storeSettingData.serviceDescription}</Text>
      {isSignedIn ? (
        <Group justify="center">
          <Button component={HrefLink} href="/mypage" size="md">
            {t`マイページ`}
          </Button>
        </Group>
      ) : (
        <Group justify="center">
          <Button component={HrefLink} href="/login" size="md">
            {t`ログイン`}
          </Button>
          <Button component={HrefLink} href="/signup" size="md" variant="outline">
            {t`新規会員登録`}
          </Button>
        </Group>
      )}
    </Stack>
  )
}
