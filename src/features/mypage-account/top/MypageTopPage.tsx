import { useLingui } from '@lingui/react/macro'
import { Stack, Title } from '@mantine/core'

/** /mypage (spec 02 §2 "Account top"). */
export function MypageTopPage() {
  const { t } = useLingui()
  return (
    <Stack gap="xl">
      <Title order={1}>{t`マイページ`}</Title>
    </Stack>
  )
}
