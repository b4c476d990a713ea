import { useLingui } from '@lingui/react/macro'
import { Divider, Stack, Text, Title } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { getGetSignupAuthScreenDataSuspenseQueryOptions } from '~generated/api/signup/signup'
import type { GetSignupAuthScreenDataParams } from '~generated/api/model'
import { useRootData } from '~/lib/root-data/use-root-data'
import { AnchorLink } from '~/components/router-links'
import { ButtonLink } from '~/components/button/ButtonLink'
import { SocialButtons } from '~/components/social/SocialButtons'

/** /signup/auth: sign up by e-mail or with an external account (hidden in the native app). */
export function SignupAuthPage(params: GetSignupAuthScreenDataParams) {
  const { returnTo } = params
  const { t } = useLingui()
  const { browser } = useRootData()
  const { data } = useSuspenseQuery(getGetSignupAuthScreenDataSuspenseQueryOptions(params))
  const socialTypes = browser.isApp ? [] : data.allowedExternalIdentityTypes

  return (
    <Stack gap="lg">
      <Title order={1}>{t`新規会員登録`}</Title>
      <Text>{t`登録方法を選んでください。`}</Text>
      {data.isEmailSignupEnabled && (
        <ButtonLink to="/signup/email" size="md" fullWidth>
          {t`メールアドレスで登録`}
        </ButtonLink>
      )}
      {data.isEmailSignupEnabled && socialTypes.length > 0 && (
        <Divider label={t`または`} labelPosition="center" />
      )}
      {socialTypes.length > 0 && (
        <SocialButtons types={socialTypes} action="signup" returnTo={returnTo} />
      )}
      <Text ta="center">
        {t`すでにアカウントをお持ちの方は`}{' '}
        <AnchorLink to="/login" underline="always">{t`ログイン`}</AnchorLink>
      </Text>
    </Stack>
  )
}
