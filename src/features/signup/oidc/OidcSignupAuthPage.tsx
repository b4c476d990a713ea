import { useLingui } from '@lingui/react/macro'
import { Divider, Stack, Text, Title } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import {
  getGetOidcSignupAuthScreenDataSuspenseQueryOptions,
  postOidcSignupEmail,
} from '~generated/api/oidc/oidc'
import { OidcClientHeader } from '~/components/oidc/OidcClientHeader'
import { AnchorLink } from '~/components/router-links'
import { SocialButtons } from '~/components/social/SocialButtons'
import { useRootData } from '~/lib/root-data/use-root-data'
import { DeferredSignupEmailForm } from '../email/DeferredSignupEmailForm'
import { OIDC_RESUME } from './oidc-resume'

/**
 * /oidc/signup/auth: the e-mail sign-up form (the shared PIN, form, confirm and complete steps
 * follow, then the interaction resumes) or an external account, with the client on top.
 */
export function OidcSignupAuthPage() {
  const { t } = useLingui()
  const { browser } = useRootData()
  const { data } = useSuspenseQuery(getGetOidcSignupAuthScreenDataSuspenseQueryOptions())
  const socialTypes = browser.isApp ? [] : data.allowedExternalIdentityTypes
  // The same element on every render: the deferred form is memoised on its props.
  const formHeader = useMemo(
    () => (
      <>
        <OidcClientHeader client={data.client} />
        <Title order={1} size="h2">{t`新規会員登録`}</Title>
      </>
    ),
    [data.client, t],
  )

  return (
    <Stack gap="xl">
      {data.isEmailSignupEnabled ? (
        <DeferredSignupEmailForm
          data={data}
          send={postOidcSignupEmail}
          loginPath="/oidc/login"
          header={formHeader}
        />
      ) : (
        <>
          <OidcClientHeader client={data.client} />
          <Title order={1}>{t`新規会員登録`}</Title>
        </>
      )}
      {socialTypes.length > 0 && (
        <Stack gap="sm">
          {data.isEmailSignupEnabled && <Divider label={t`または`} labelPosition="center" />}
          <SocialButtons types={socialTypes} action="signup" returnTo={OIDC_RESUME} />
        </Stack>
      )}
      <Text ta="center">
        {t`すでにアカウントをお持ちの方は`}{' '}
        <AnchorLink to="/oidc/login" underline="always">{t`ログイン`}</AnchorLink>
      </Text>
    </Stack>
  )
}
