import { useLingui } from '@lingui/react/macro'
import { Alert, Stack, Title } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { getGetSocialRelateErrorScreenDataSuspenseQueryOptions } from '~generated/api/signin/signin'
import { HrefLink } from '~/components/HrefLink'
import { safeRedirectPath } from '~/lib/security/safe-redirect'
import { relateErrorBackLabel, relateErrorMessage } from './relate-error'
import { Button } from '~/components/button/Button'

/** /social/relate/error: an external account could not be linked or used (spec 01 §2, §8). */
export function SocialRelateErrorPage() {
  const { t, i18n } = useLingui()
  const { data } = useSuspenseQuery(getGetSocialRelateErrorScreenDataSuspenseQueryOptions())
  const provider = data.userIdentifierType ?? t`外部`

  return (
    <Stack gap="xl" maw={560} mx="auto">
      <Title order={1}>{t`外部アカウントの連携エラー`}</Title>
      <Alert color="red" variant="light">
        {i18n._(relateErrorMessage(data.errorCode, provider, data.socialActionType))}
      </Alert>
      <Button component={HrefLink} href={safeRedirectPath(data.backUrl, '/')} variant="default">
        {i18n._(relateErrorBackLabel(data.socialActionType))}
      </Button>
    </Stack>
  )
}
