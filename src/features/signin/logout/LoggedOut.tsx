import { useLingui } from '@lingui/react/macro'
import { Stack, Text, Title } from '@mantine/core'
import { useEffect, useState } from 'react'
import { useCountdown } from '~/lib/forms/use-countdown'
import { safeRedirectPath } from '~/lib/security/safe-redirect'
import { loadPage } from '~/lib/browser/load-page'
import { Button } from '~/components/button/Button'

export interface LoggedOutProps {
  redirectUrl: string
  redirectAfterSeconds: number
}

/** After logging out: the notice, then the top page after 10 seconds (spec 01 §2, §9). */
export function LoggedOut({ redirectUrl, redirectAfterSeconds }: LoggedOutProps) {
  const { t } = useLingui()
  const href = safeRedirectPath(redirectUrl, '/')
  const [deadline] = useState(() => Date.now() + redirectAfterSeconds * 1000)
  const secondsLeft = useCountdown(deadline)

  useEffect(() => {
    if (secondsLeft === 0) loadPage(href)
  }, [secondsLeft, href])

  return (
    <Stack gap="xl">
      <Title order={1}>{t`ログアウトしました`}</Title>
      {/* English says "1 second" by an ICU plural in its translation alone: a plural() here would
          grow the sign-in catalog, which /social/relate/error loads at its size budget. */}
      <Text role="status">{t`${secondsLeft}秒後にトップページへ移動します。`}</Text>
      <Button component="a" href={href}>
        {t`トップページへ`}
      </Button>
    </Stack>
  )
}
