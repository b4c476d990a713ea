import { useLingui } from '@lingui/react/macro'
import { Button, Group, Stack, Text, Title } from '@mantine/core'
import { useGetHomeScreenDataSuspense } from '../../../generated/api/root/root'
import { HrefLink } from '~/components/HrefLink'
import { useRootData } from '~/features/root/use-root-data'

/** Top page: service name and description, and the entry points for guests or members. */
export function HomePage() {
  const { t } = useLingui()
  const { storeSettingData } = useRootData()
  const { data: home } = useGetHomeScreenDataSuspense()
  const displayName = home.displayName

  return (
    <Stack gap="lg" py={{ base: 'lg', sm: 64 }} maw={720} mx="auto" ta="center" align="center">
      <Title order={1}>{storeSettingData.serviceName}</Title>
      <Text size="lg">{storeSettingData.serviceDescription}</Text>
      {home.isSignedIn && displayName && <Text>{t`ようこそ、${displayName}さん`}</Text>}
      <Group justify="center">
        {home.isSignedIn ? (
          <Button component={HrefLink} href="/mypage" size="md">
            {t`マイページ`}
          </Button>
        ) : (
          <>
            <Button component={HrefLink} href="/login" size="md">
              {t`ログイン`}
            </Button>
            {home.isSignupEnabled && (
              <Button component={HrefLink} href="/signup" size="md" variant="outline">
                {t`新規会員登録`}
              </Button>
            )}
          </>
        )}
        {home.showPlanList && (
          <Button component={HrefLink} href="/plans" size="md" variant="subtle">
            {t`プラン一覧`}
          </Button>
        )}
      </Group>
    </Stack>
  )
}
