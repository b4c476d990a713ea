import type { UseSuspenseQueryOptions } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import type {
  GetLoginCodeScreenDataParams,
  GetLoginScreenDataParams,
  LoginCodeScreenData,
  LoginMultiFactorRequest,
  LoginMultiFactorScreenData,
  LoginMultiFactorTypeScreenData,
  LoginRequest,
  EnvelopeOnly,
  AuthenticationCredential,
  LoginScreenData,
  MultiFactorRouteType,
  PinCodeSent,
} from '~generated/api/model'
import {
  getGetLoginCodeScreenDataSuspenseQueryOptions,
  getGetLoginMultiFactorScreenDataSuspenseQueryOptions,
  getGetLoginMultiFactorTypeScreenDataSuspenseQueryOptions,
  getGetLoginScreenDataSuspenseQueryOptions,
  postLogin,
  postLoginMultiFactor,
  postLoginMultiFactorReSendCode,
} from '~generated/api/signin/signin'
import { postLoginPasskey } from '~generated/api/passkeys/passkeys'

export type Options<T> = UseSuspenseQueryOptions<T, unknown, T, readonly unknown[]>
type Answer = Promise<EnvelopeOnly>

/**
 * What tells the site's sign-in from the provider's (OIDC) sign-in: the same screens (password,
 * e-mailed code, second factor) read their data, post and link through this value. The provider's
 * screens also show the client (its screen data carries `client`) and sit in the OIDC layout
 * (their routes' pathless layout); that flow is in oidc-signin-flow.tsx, loaded by its routes only.
 */
export interface SigninFlow {
  kind: 'site' | 'oidc'
  paths: {
    /** Where the plain password form posts (with the page's query). */
    login: '/login' | '/oidc/login'
    code: '/login/code' | '/oidc/login/code'
    multiFactor: '/login/multi-factor' | '/oidc/login/multi-factor'
    multiFactorType: '/login/multi-factor/$type' | '/oidc/login/multi-factor/$type'
    signup: '/signup' | '/oidc/signup'
  }
  /** Where the sign-in continues (external accounts): the page asked for, or the interaction. */
  returnTo: (returnTo: string | undefined) => string | undefined
  loginScreen: (params: GetLoginScreenDataParams) => Options<LoginScreenData>
  codeScreen: (params: GetLoginCodeScreenDataParams) => Options<LoginCodeScreenData>
  multiFactorScreen: () => Options<LoginMultiFactorScreenData>
  multiFactorTypeScreen: (type: MultiFactorRouteType) => Options<LoginMultiFactorTypeScreenData>
  postLogin: (body: LoginRequest, returnTo: string | undefined) => Answer
  /** A passkey sign-in (both factors at once). */
  postPasskey: (credential: AuthenticationCredential, returnTo: string | undefined) => Answer
  postMultiFactor: (type: MultiFactorRouteType, body: LoginMultiFactorRequest) => Answer
  /** A new e-mailed or texted second-factor code (after the resend countdown). */
  resendFactorCode: (type: MultiFactorRouteType) => Promise<PinCodeSent>
  /** Drawn above each screen from its data (the provider flow's client), else nothing. */
  header?: (screen: object) => ReactNode
}

// The generated options of the provider's screens are of subtypes (the data plus `client`).
export const widen = <T>(options: unknown) => options as Options<T>

export const SITE_SIGNIN: SigninFlow = {
  kind: 'site',
  paths: {
    login: '/login',
    code: '/login/code',
    multiFactor: '/login/multi-factor',
    multiFactorType: '/login/multi-factor/$type',
    signup: '/signup',
  },
  returnTo: (returnTo) => returnTo,
  loginScreen: (params) => widen(getGetLoginScreenDataSuspenseQueryOptions(params)),
  codeScreen: (params) => widen(getGetLoginCodeScreenDataSuspenseQueryOptions(params)),
  multiFactorScreen: () => widen(getGetLoginMultiFactorScreenDataSuspenseQueryOptions()),
  multiFactorTypeScreen: (type) =>
    widen(getGetLoginMultiFactorTypeScreenDataSuspenseQueryOptions(type)),
  postLogin: (body, returnTo) => postLogin(body, { returnTo }),
  postPasskey: (credential, returnTo) => postLoginPasskey({ credential }, { returnTo }),
  postMultiFactor: (type, body) => postLoginMultiFactor(type, body),
  resendFactorCode: (type) => postLoginMultiFactorReSendCode(type),
}
