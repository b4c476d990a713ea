import type { OidcClient } from '~generated/api/model'
import {
  getGetOidcLoginCodeScreenDataSuspenseQueryOptions,
  getGetOidcLoginMultiFactorScreenDataSuspenseQueryOptions,
  getGetOidcLoginMultiFactorTypeScreenDataSuspenseQueryOptions,
  getGetOidcLoginScreenDataSuspenseQueryOptions,
  postOidcLogin,
  postOidcLoginMultiFactorReSendCode,
  postOidcLoginMultiFactorType,
} from '~generated/api/oidc/oidc'
import { postOidcLoginPasskey } from '~generated/api/passkeys/passkeys'
import { OidcClientHeader } from '~/components/oidc/OidcClientHeader'
import { widen, type SigninFlow } from './signin-flow'

/** Where a sign-in inside the provider flow continues: the interaction endpoint. */
export const OIDC_RESUME = '/oidc/loginInteraction'

export const OIDC_SIGNIN: SigninFlow = {
  kind: 'oidc',
  paths: {
    login: '/oidc/login',
    code: '/oidc/login/code',
    multiFactor: '/oidc/login/multi-factor',
    multiFactorType: '/oidc/login/multi-factor/$type',
    signup: '/oidc/signup',
  },
  returnTo: () => OIDC_RESUME,
  loginScreen: () => widen(getGetOidcLoginScreenDataSuspenseQueryOptions()),
  codeScreen: () => widen(getGetOidcLoginCodeScreenDataSuspenseQueryOptions()),
  multiFactorScreen: () => widen(getGetOidcLoginMultiFactorScreenDataSuspenseQueryOptions()),
  multiFactorTypeScreen: (type) =>
    widen(getGetOidcLoginMultiFactorTypeScreenDataSuspenseQueryOptions(type)),
  postLogin: (body) => postOidcLogin(body),
  postPasskey: (credential) => postOidcLoginPasskey({ credential }),
  postMultiFactor: (type, body) => postOidcLoginMultiFactorType(type, body),
  resendFactorCode: (type) => postOidcLoginMultiFactorReSendCode(type),
  header: (screen) => <ClientOf screen={screen} />,
}

/** The requesting client, on a provider screen's data. */
function ClientOf({ screen }: { screen: object }) {
  return 'client' in screen ? <OidcClientHeader client={screen.client as OidcClient} /> : null
}
