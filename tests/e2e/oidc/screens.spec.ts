import type { Browser } from '@playwright/test'
import {
  FIXTURE_EMAILS,
  FIXTURE_PASSWORDS,
  MFA_MEMBER_BACKUP_CODES,
  lastMessage,
  setMockClock,
  signInDirectly,
} from '../support/auth-flows'
import { expect, hydrated, test } from '../support/test'
import { fillRequiredFields, newEmail, readPolicies, toConfirm } from '../signup/signup-flow'
import { QUIZ, consent, signInOnProvider, startAuthorization } from './relying-party'

async function pageWithoutJavaScript(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false, locale: 'ja-JP' })
  return { context, page: await context.newPage() }
}

test('signs up inside the flow and comes back to the client as the new member', async ({
  page,
  mock,
  baseURL,
}) => {
  const email = newEmail('oidc')
  const rp = await startAuthorization(page, baseURL!)
  await rp.open()
  await expect(page).toHaveURL('/oidc/login')
  // Reached through the provider's redirects, not page.goto: a click while it hydrates is lost.
  await hydrated(page)
  await page.getByRole('link', { name: '新規会員登録' }).click()
  await expect(page).toHaveURL('/oidc/signup/auth')
  await expect(page.getByRole('region', { name: '連携先のサービス' })).toContainText('シネマクイズ')
  // The sign-in page had an address field too: type once the e-mail step is on screen.
  await expect(page.getByRole('heading', { level: 1, name: 'メールアドレスの入力' })).toBeVisible()
  await page.getByRole('textbox', { name: 'メールアドレス' }).fill(email)
  await readPolicies(page)
  await expect(page.getByRole('button', { name: '認証コードを送信' })).toBeEnabled()
  await page.getByRole('button', { name: '認証コードを送信' }).click()
  await expect(page).toHaveURL('/signup/pin-code')
  const { code } = await lastMessage(mock, 'signUp', email)
  await expect(page.getByRole('button', { name: '認証して次へ' })).toBeEnabled()
  await page.getByRole('textbox', { name: '認証コード' }).fill(code!)
  await page.getByRole('button', { name: '認証して次へ' }).click()
  await expect(page).toHaveURL('/signup/form')
  await expect(page.getByRole('button', { name: '確認画面へ進む' })).toBeEnabled()
  await fillRequiredFields(page)
  await toConfirm(page)
  await page.getByRole('button', { name: '登録する' }).click()
  await expect(page).toHaveURL('/signup/complete')
  await page.getByRole('link', { name: 'サービスを利用する' }).click()

  await consent(page)
  const claims = (await rp.tokens(await rp.callback())).claims()!
  expect(claims.email).toBe(email)
  expect(claims.family_name).toBe('山田')
})

test('a member with a second factor passes it inside the flow', async ({ page, baseURL }) => {
  const rp = await startAuthorization(page, baseURL!)
  await rp.open()
  await signInOnProvider(page, FIXTURE_EMAILS.multiFactor, FIXTURE_PASSWORDS.multiFactor)
  await expect(page).toHaveURL('/oidc/login/multi-factor')
  await expect(page.getByRole('region', { name: '連携先のサービス' })).toBeVisible()
  // Reached by a redirect: a click before the page has hydrated loads the next one afresh.
  await hydrated(page)
  await page.getByRole('link', { name: /バックアップコードを使う/ }).click()
  await expect(page).toHaveURL('/oidc/login/multi-factor/backup-code')
  await page.getByRole('textbox', { name: 'バックアップコード' }).fill(MFA_MEMBER_BACKUP_CODES[0]!)
  await expect(page.getByRole('button', { name: '認証する' })).toBeEnabled()
  await page.getByRole('button', { name: '認証する' }).click()
  await consent(page)
  const claims = (await rp.tokens(await rp.callback())).claims()!
  expect(claims.email).toBe(FIXTURE_EMAILS.multiFactor)
})

test('inside the flow, the e-mailed second-factor code is resent after its countdown, and the new one passes', async ({
  page,
  mock,
  baseURL,
}) => {
  const sentAt = '2026-11-22T10:00:00+09:00'
  await setMockClock(page.request, sentAt)
  await page.clock.install({ time: sentAt })
  const rp = await startAuthorization(page, baseURL!)
  await rp.open()
  await signInOnProvider(page, FIXTURE_EMAILS.multiFactor, FIXTURE_PASSWORDS.multiFactor)
  await expect(page).toHaveURL('/oidc/login/multi-factor')
  await hydrated(page)
  await page.getByRole('link', { name: /メールで確認コードを受け取る/ }).click()
  await expect(page).toHaveURL('/oidc/login/multi-factor/email')
  await expect(page.getByText(/t\*\*\*\*@example\.jp 宛にメールで送信した/)).toBeVisible()
  const first = await lastMessage(mock, 'multiFactorEmail')
  await page.waitForLoadState('networkidle')

  await page.clock.fastForward(31_000)
  await setMockClock(page.request, new Date(Date.parse(sentAt) + 31_000).toISOString())
  await page.getByRole('button', { name: 'コードを再送信', exact: true }).click()
  await expect(page.getByText('確認コードを再送信しました。', { exact: true })).toBeVisible()
  await expect
    .poll(async () => (await mock.outbox()).filter((m) => m.purpose === 'multiFactorEmail').length)
    .toBe(2)
  const second = await lastMessage(mock, 'multiFactorEmail')
  expect(second.code).not.toBe(first.code)
  await page.getByRole('textbox', { name: /コード/ }).fill(second.code!)
  await page.getByRole('button', { name: '認証する' }).click()
  await consent(page)
  expect((await rp.callback()).searchParams.get('code')).toBeTruthy()
})

test('sign-in, account choice and consent work as plain forms without JavaScript', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await pageWithoutJavaScript(browser, baseURL)
  const rp = await startAuthorization(page, baseURL!, { scope: 'openid profile' })
  await page.goto(rp.url)
  await expect(page).toHaveURL('/oidc/login')
  await page.getByRole('textbox', { name: /メールアドレス/ }).fill(FIXTURE_EMAILS.standard)
  await page.getByLabel('パスワード 必須', { exact: true }).fill(FIXTURE_PASSWORDS.standard)
  await page.getByRole('button', { name: 'ログイン', exact: true }).click()
  await expect(page).toHaveURL('/oidc/consent')
  await page.getByRole('button', { name: '許可する' }).click()
  const tokens = await rp.tokens(await rp.callback())
  expect(tokens.scope?.split(' ').sort()).toEqual(['openid', 'profile'])

  // Signed in on the site already: the account choice, then straight back (consent given).
  // The provider's session cookie comes with the redirect to the callback: clear it once the
  // callback page is shown, when every cookie of that redirect chain is stored.
  await expect(page).toHaveURL(/^https:\/\/quiz\.example\.jp\/callback\?/)
  await context.clearCookies({ name: '_session' })
  const again = await startAuthorization(page, baseURL!, { scope: 'openid profile' })
  await page.goto(again.url)
  await expect(page).toHaveURL('/oidc/select-account')
  await page.getByRole('button', { name: 'このアカウントで続ける' }).click()
  expect((await again.tokens(await again.callback())).claims()!.name).toBe('山田 花子')
  await context.close()
})

test('a required scope cannot be declined, even by a hand-made form', async ({ page, baseURL }) => {
  await signInDirectly(page.request, FIXTURE_EMAILS.standard)
  const rp = await startAuthorization(page, baseURL!)
  await rp.open()
  await page.getByRole('button', { name: 'このアカウントで続ける' }).click()
  await expect(page).toHaveURL('/oidc/consent')
  // What the screen never sends: profile (required) left out.
  const handMade = await page.request.post('/oidc/consent/form', {
    headers: { 'sec-fetch-site': 'same-origin' },
    form: { 'addScope[]': 'openid' },
    maxRedirects: 0,
  })
  expect(handMade.status()).toBe(303)
  expect(handMade.headers()['location']).toBe('/oidc/consent')
  await page.reload()
  await expect(page.getByRole('alert')).toHaveText('必須の項目は許可してください。')
  // The screen's own form still works.
  await page.getByRole('button', { name: '許可する' }).click()
  expect((await rp.tokens(await rp.callback())).scope).toContain('profile')
})

test('a double press on the account choice or on 許可する posts once, and the button shows the wait', async ({
  page,
  baseURL,
}) => {
  await signInDirectly(page.request, FIXTURE_EMAILS.standard)
  const rp = await startAuthorization(page, baseURL!)
  const posts: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(new URL(request.url()).pathname)
  })
  // The provider takes a moment to answer each post.
  await page.route(/\/oidc\/(selectAccount|consent)\/form$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500))
    await route.continue().catch(() => {})
  })
  /** Two presses in a row, from the page itself; whether the button is disabled after them. */
  const pressTwice = (name: string) =>
    page.evaluate(async (name) => {
      const button = [...document.querySelectorAll('button')].find((b) => b.textContent === name)!
      button.click()
      await new Promise((resolve) => setTimeout(resolve, 50))
      button.click()
      return button.disabled
    }, name)

  await rp.open()
  await expect(page).toHaveURL('/oidc/select-account')
  await hydrated(page)
  expect(await pressTwice('このアカウントで続ける')).toBe(true)
  await expect(page).toHaveURL('/oidc/consent')
  await hydrated(page)
  expect(await pressTwice('許可する')).toBe(true)
  expect((await rp.tokens(await rp.callback())).scope).toContain('profile')
  expect(posts).toEqual(['/oidc/selectAccount/form', '/oidc/consent/form'])
})

test('the error page answers with the status of its query, 500 by default', async ({ page }) => {
  const denied = await page.goto('/oidc/error?status=404&type=access_denied')
  expect(denied?.status()).toBe(404)
  await expect(page.getByText('404 access_denied')).toBeVisible()
  await expect(page.getByText('アクセスが拒否されました。', { exact: true })).toBeVisible()
  // The request to start again is said once, not also inside the detail.
  await expect(page.getByText('連携元のサイトに戻って最初からやり直してください')).toHaveText(
    'お手数ですが、連携元のサイトに戻って最初からやり直してください。',
  )

  const server = await page.goto('/oidc/error')
  expect(server?.status()).toBe(500)
  await expect(page.getByText('500 サーバーエラーが発生しました')).toBeVisible()

  const malformed = await page.goto('/oidc/error?status=200')
  expect(malformed?.status()).toBe(400)
})

test('without a pending interaction, and for an unregistered redirect URI, the error page', async ({
  page,
}) => {
  const entry = await page.goto('/oidc/consent')
  await expect(page).toHaveURL('/oidc/error?status=400&type=session_not_found')
  expect(entry?.status()).toBe(400)
  await expect(page.getByText('ログインの有効期限が切れました。', { exact: true })).toBeVisible()
  await expect(page.getByText('連携元のサイトに戻って最初からやり直してください')).toHaveCount(1)

  const query = new URLSearchParams({
    client_id: QUIZ.clientId,
    redirect_uri: 'https://evil.example/callback',
    response_type: 'code',
    scope: 'openid',
    code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    code_challenge_method: 'S256',
  })
  const refused = await page.goto(`/oidc/op/auth?${query}`)
  expect(refused?.status()).toBe(400)
  await expect(page).toHaveURL(/\/oidc\/error\?status=400&type=invalid_redirect_uri/)
  await expect(page.getByText('連携元のサービスの設定に誤りがあります。')).toBeVisible()
})

test("every provider page refuses framing, and the forms refuse another site's posts", async ({
  page,
  baseURL,
}) => {
  const rp = await startAuthorization(page, baseURL!)
  await rp.open()
  await expect(page).toHaveURL('/oidc/login')
  for (const path of ['/oidc/login', '/oidc/login/code', '/oidc/signup/auth', '/oidc/error']) {
    const response = await page.request.get(path)
    expect(response.headers()['content-security-policy'], path).toContain("frame-ancestors 'none'")
  }
  const crossSite = { 'sec-fetch-site': 'cross-site' }
  const post = await page.request.post('/oidc/consent/form', {
    headers: crossSite,
    form: { 'addScope[]': 'openid' },
    maxRedirects: 0,
  })
  expect(post.status()).toBe(403)
  const abort = await page.request.get('/oidc/consent/form/abort', {
    headers: crossSite,
    maxRedirects: 0,
  })
  expect(abort.status()).toBe(403)
})
