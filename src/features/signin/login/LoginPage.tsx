import { useLingui } from '@lingui/react/macro'
import { Divider, Title } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useLocation } from '@tanstack/react-router'
import { useMemo } from 'react'
import type { GetLoginScreenDataParams } from '~generated/api/model'
import layout from '~/components/form/form-layout.module.css'
import { ButtonLink } from '~/components/button/ButtonLink'
import { lazyForm } from '~/components/before-hydration/lazy-form'
import { useRootData } from '~/lib/root-data/use-root-data'
import { activeAntiBot, useAntiBotScript } from '~/lib/security/anti-bot'
import { SocialButtons } from '~/components/social/SocialButtons'
import { PasskeyButton } from '~/components/passkeys/PasskeyButton'
import { SITE_SIGNIN, type SigninFlow } from '../signin-flow'
import type { PasswordLoginFormProps } from './PasswordLoginForm'
import { SignupInvitation } from './SignupInvitation'

/** Its code loads with the page (decision 0025); until then the server's form posts (decision 0004). */
export const DeferredPasswordLoginForm = lazyForm<PasswordLoginFormProps>(() =>
  import('./PasswordLoginForm').then((module) => module.PasswordLoginForm),
)

/**
 * /login (spec 01 §2): the password form when the store allows it, passkeys (issue 34; also
 * offered by the identifier field's autofill), the e-mailed-code sign-in,
 * the external accounts under an 'or' divider (none in the native app) and the sign-up link.
 */
export function LoginPage({
  flow = SITE_SIGNIN,
  ...params
}: GetLoginScreenDataParams & { flow?: SigninFlow }) {
  const returnTo = flow.returnTo(params.returnTo)
  const { t } = useLingui()
  const { data } = useSuspenseQuery(flow.loginScreen(params))
  const { browser, antiBot: antiBotSetting } = useRootData()
  const searchStr = useLocation({ select: (location) => location.searchStr })
  // The same object on every render: the deferred form is memoised on its props.
  const antiBot = useMemo(() => activeAntiBot(antiBotSetting), [antiBotSetting])
  useAntiBotScript(antiBot)
  const socialTypes = browser.isApp ? [] : data.allowedExternalIdentityTypes
  const hasOwnMethods = data.isPasswordLoginEnabled || data.isAuthCodeLoginEnabled
  const passkeys = data.isPasskeyLoginEnabled === true && !browser.isApp

  return (
    <div className={layout.stack} data-gap="xl">
      {flow.header?.(data)}
      <Title order={1}>{t`ログイン`}</Title>
      {data.isPasswordLoginEnabled && (
        <DeferredPasswordLoginForm
          identifierType={data.loginMethodType}
          returnTo={returnTo}
          action={`${flow.paths.login}${searchStr}`}
          flow={flow}
          postedFailure={data.loginError}
          antiBot={antiBot}
          passkeyAutofill={passkeys}
        />
      )}
      {passkeys && (
        <PasskeyButton
          verify={(credential) => flow.postPasskey(credential, returnTo)}
          autofill={data.isPasswordLoginEnabled}
        >
          {t`パスキーでログイン`}
        </PasskeyButton>
      )}
      {data.isAuthCodeLoginEnabled && (
        <ButtonLink
          to={flow.paths.code}
          search={{ returnTo: params.returnTo }}
          variant="light"
          fullWidth
        >
          {t`メールで届く認証コードでログイン`}
        </ButtonLink>
      )}
      {socialTypes.length > 0 && (
        <div className={layout.stack}>
          {hasOwnMethods && <Divider label={t`または`} labelPosition="center" />}
          <SocialButtons types={socialTypes} action="login" returnTo={returnTo} />
        </div>
      )}
      {data.signup.isEnabled && (
        <SignupInvitation texts={data.signup} href={`${flow.paths.signup}${searchStr}`} />
      )}
    </div>
  )
}
