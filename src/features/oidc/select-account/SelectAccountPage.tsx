import { useLingui } from '@lingui/react/macro'
import { Stack, Text, Title } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { getGetOidcSelectAccountScreenDataSuspenseQueryOptions } from '~generated/api/oidc/oidc'
import { OidcClientHeader, useClientName } from '~/components/oidc/OidcClientHeader'
import { PostOnceForm } from '~/components/form-submit/PostOnceForm'
import { AccountCard } from '../AccountCard'
import { Button } from '~/components/button/Button'

/**
 * /oidc/select-account (spec 01 §2): continue as the account signed in on the site (a plain form
 * post, so it works before hydration) or switch to another (signs out, then the provider sign-in).
 */
export function SelectAccountPage() {
  const { t } = useLingui()
  const { data } = useSuspenseQuery(getGetOidcSelectAccountScreenDataSuspenseQueryOptions())
  const name = useClientName(data.client)
  return (
    <Stack gap="xl">
      <OidcClientHeader client={data.client} />
      <Title order={1}>{t`アカウントの選択`}</Title>
      <Text>{t`${name}で利用するアカウントを選んでください。`}</Text>
      <AccountCard account={data.account} />
      <PostOnceForm action="/oidc/selectAccount/form">
        {(sending) => (
          <Button type="submit" fullWidth loading={sending}>
            {t`このアカウントで続ける`}
          </Button>
        )}
      </PostOnceForm>
      <Button component="a" href="/oidc/selectAccount/form/switch" variant="default" fullWidth>
        {t`別のアカウントでログイン`}
      </Button>
    </Stack>
  )
}
