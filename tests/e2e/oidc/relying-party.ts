import type { Page } from '@playwright/test'
import * as client from 'openid-client'
import { expect, hydrated } from '../support/test'

/**
 * A relying party of the store's provider, as a client application would be: openid-client
 * (discovery, PKCE, code exchange, ID token and userinfo checks) against `<site>/oidc/op`. Its
 * redirect URI is never reached on the network: the browser's visit is answered by the test.
 * The registered clients are listed in mocks/README.md ("OIDC").
 */
export const QUIZ = {
  clientId: 'client_cinemaquiz',
  secret: 'cinemaquiz-secret-2026',
  redirectUri: 'https://quiz.example.jp/callback',
} as const

export interface Authorization {
  url: string
  /**
   * Sends the browser to the authorization URL as the client's page would (a link, not
   * page.goto: Playwright does not intercept a goto's redirect to the unreachable redirect URI).
   */
  open: () => Promise<void>
  /** Resolves with the redirect URI the provider sent the browser to (with code or error). */
  callback: () => Promise<URL>
  /** Exchanges the code of `callbackUrl` for tokens (PKCE, state and nonce checked). */
  tokens: (
    callbackUrl: URL,
  ) => Promise<client.TokenEndpointResponse & client.TokenEndpointResponseHelpers>
  config: client.Configuration
}

export async function startAuthorization(
  page: Page,
  baseURL: string,
  { scope = 'openid profile email', prompt }: { scope?: string; prompt?: string } = {},
): Promise<Authorization> {
  const config = await client.discovery(
    new URL('/oidc/op', baseURL),
    QUIZ.clientId,
    QUIZ.secret,
    undefined,
    { execute: [client.allowInsecureRequests] },
  )
  const verifier = client.randomPKCECodeVerifier()
  const state = client.randomState()
  const nonce = client.randomNonce()
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: QUIZ.redirectUri,
    scope,
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    nonce,
    ...(prompt ? { prompt } : {}),
  })
  await page.context().route(`${new URL(QUIZ.redirectUri).origin}/**`, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<!doctype html><html lang="ja"><head><title>Cinema Quiz</title></head><body><main><h1>Cinema Quiz</h1></main></body></html>',
    }),
  )
  // The provider's 303 to the redirect URI, watched from now on (the browser may or may not be
  // let through to the unreachable host after it).
  const redirected = page
    .waitForResponse(
      (response) => {
        const location = response.headers()['location'] ?? ''
        return (
          location.startsWith(QUIZ.redirectUri) &&
          new URL(location).searchParams.get('state') === state
        )
      },
      { timeout: 0 },
    )
    .then((response) => new URL(response.headers()['location']!))
  redirected.catch(() => {})
  return {
    url: url.href,
    open: async () => {
      if (!page.url().startsWith(baseURL)) await page.goto('/')
      await page.evaluate((href) => window.location.assign(href), url.href)
    },
    config,
    callback: () => redirected,
    tokens: (callbackUrl) =>
      client.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: verifier,
        expectedState: state,
        expectedNonce: nonce,
      }),
  }
}

/** The consent screen: leaves the optional scopes named in `decline` unticked, then allows. */
export async function consent(page: Page, { decline = [] as string[] } = {}) {
  await expect(page).toHaveURL('/oidc/consent')
  await expect(
    page.getByRole('heading', { level: 1, name: 'シネマクイズへのアクセス許可' }),
  ).toBeVisible()
  await hydrated(page)
  for (const name of decline) await page.getByRole('checkbox', { name }).uncheck()
  await page.getByRole('button', { name: '許可する' }).click()
}

export async function signInOnProvider(page: Page, email: string, password: string) {
  await expect(page).toHaveURL('/oidc/login')
  await hydrated(page)
  await expect(page.getByRole('button', { name: 'ログイン', exact: true })).toBeEnabled()
  await page.getByRole('textbox', { name: /メールアドレス|ログインID/ }).fill(email)
  await page.getByLabel('パスワード 必須', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'ログイン', exact: true }).click()
}
