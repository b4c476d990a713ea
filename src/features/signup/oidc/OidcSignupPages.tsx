import { useLingui } from '@lingui/react/macro'
import { Divider, Stack, Text, Title } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import {
  getGetOidcSignupAuthScreenDataSuspenseQueryOptions,
  getGetOidcSignupScreenDataSuspenseQueryOptions,
  postOidcSignupEmail,
} from '~generated/api/oidc/oidc'
import { OidcClientHeader } from '~/components/oidc/OidcClientHeader'
import { AnchorLink } from '~/components/router-links'
import { useRootData } from '~/lib/root-data/use-root-data'
import { signupAuthorizeHref } from '../auth/social-signup'
import { SignupEmailForm } from '../email/SignupEmailPage'
import { PolicyStep } from '../policy/PolicyStep'
import { Button } from '~/components/button/Button'

/** Where a sign-up inside the provider flow ends: the interaction, as the new member. */
const OIDC_RESUME = '/oidc/loginInteraction'

/** /oidc/signup: the policy step of a sign-up started from the provider's sign-in. */
export function OidcSignupEntryPage() {
  const screen = getGetOidcSignupScreenDataSuspenseQueryOptions()
  const { data } = useSuspenseQuery(screen)
  return (
    <Stack gap="xl">
      <OidcClientHeader client={data.client} />
      <PolicyStep policies={data.policies} returnTo={OIDC_RESUME} queryKey={screen.queryKey} />
    </Stack>
  )
}

/**
 * /oidc/signup/auth: the e-mail sign-up form (the shared PIN, form, confirm and complete steps
 * follow, then the interaction resumes) or an external account, with the client on top.
 */
export function OidcSignupAuthPage() {
  const { t } = useLingui()
  const { browser } = useRootData()
  const { data } = useSuspenseQuery(getGetOidcSignupAuthScreenDataSuspenseQueryOptions())
  const socialTypes = browser.isApp ? [] : data.allowedExternalIdentityTypes

  return (
    <Stack gap="xl">
      {data.isEmailSignupEnabled ? (
        <SignupEmailForm
          data={data}
          send={postOidcSignupEmail}
          loginPath="/oidc/login"
          header={
            <>
              <OidcClientHeader client={data.client} />
              <Title order={1} size="h2">{t`新規会員登録`}</Title>
            </>
          }
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
          {socialTypes.map((type) => (
            // A plain link: the authorisation leaves the site for the provider's page.
            <Button
              key={type}
              component="a"
              href={signupAuthorizeHref(type, OIDC_RESUME)}
              variant="default"
              fullWidth
            >
              {t`${type}で新規登録`}
            </Button>
          ))}
        </Stack>
      )}
      <Text ta="center">
        {t`すでにアカウントをお持ちの方は`}{' '}
        <AnchorLink to="/oidc/login" underline="always">{t`ログイン`}</AnchorLink>
      </Text>
    </Stack>
  )
}
