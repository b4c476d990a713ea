import { useLingui } from '@lingui/react/macro'
import { Button, Stack, Text, Title } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { getGetSignupCompleteScreenDataSuspenseQueryOptions } from '~generated/api/signup/signup'
import { HrefLink } from '~/components/HrefLink'
import { safeRedirectPath } from '~/lib/security/safe-redirect'

/** /signup/complete: the new member is registered and signed in. */
export function SignupCompletePage() {
  const { t } = useLingui()
  const { data } = useSuspenseQuery(getGetSignupCompleteScreenDataSuspenseQueryOptions())
  return (
    <Stack gap="lg" ta="center" align="center">
      <Title order={1}>{t`会員登録が完了しました`}</Title>
      {data.email && <Text>{t`${data.email} で会員登録しました。`}</Text>}
      <Text>{t`ご登録ありがとうございます。引き続きサービスをお楽しみください。`}</Text>
      <Button component={HrefLink} href={safeRedirectPath(data.continueTo, '/mypage')} size="md">
        {t`サービスを利用する`}
      </Button>
    </Stack>
  )
}
