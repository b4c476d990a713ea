import type { Browser } from '@playwright/test'
import { FIXTURE_EMAILS, FIXTURE_PASSWORDS } from '../support/auth-flows'
import { expect, test } from '../support/test'

async function pageWithoutJavaScript(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false, locale: 'ja-JP' })
  return { context, page: await context.newPage() }
}

test('signs in with the plain form post before any JavaScript runs', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await pageWithoutJavaScript(browser, baseURL)
  await page.goto('/login?returnTo=%2Fapp%2Flicenses')
  await page.getByRole('textbox', { name: 'メールアドレス' }).fill(FIXTURE_EMAILS.standard)
  await page.getByLabel('パスワード 必須', { exact: true }).fill(FIXTURE_PASSWORDS.standard)
  await page.getByRole('button', { name: 'ログイン', exact: true }).click()
  await expect(page).toHaveURL('/app/licenses')
  expect(
    (await context.cookies()).find((cookie) => cookie.name === 'account_id')?.value,
  ).toBeTruthy()
  await context.close()
})

test('shows the failure of the plain form post on the sign-in page', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await pageWithoutJavaScript(browser, baseURL)
  await page.goto('/login?returnTo=%2Fapp%2Flicenses')
  await page.getByRole('textbox', { name: 'メールアドレス' }).fill(FIXTURE_EMAILS.standard)
  await page.getByLabel('パスワード 必須', { exact: true }).fill('Wrong2026!')
  await page.getByRole('button', { name: 'ログイン', exact: true }).click()
  await expect(page).toHaveURL('/login?returnTo=%2Fapp%2Flicenses')
  await expect(page.getByRole('alert')).toContainText(
    'メールアドレスまたはパスワードが正しくありません。',
  )
  await context.close()
})

test('never follows a returnTo to another site from the plain form either', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await pageWithoutJavaScript(browser, baseURL)
  await page.goto('/login?returnTo=https%3A%2F%2Fevil.example%2F')
  await page.getByRole('textbox', { name: 'メールアドレス' }).fill(FIXTURE_EMAILS.standard)
  await page.getByLabel('パスワード 必須', { exact: true }).fill(FIXTURE_PASSWORDS.standard)
  await page.getByRole('button', { name: 'ログイン', exact: true }).click()
  await expect(page).toHaveURL('/')
  await context.close()
})

test('logs out with the plain form', async ({ browser, baseURL }) => {
  const { context, page } = await pageWithoutJavaScript(browser, baseURL)
  await page.request.post('/__mock/login', { data: { email: FIXTURE_EMAILS.standard } })
  await page.goto('/logout')
  await page.getByRole('button', { name: 'ログアウト', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'ログアウトしました' })).toBeVisible()
  await context.close()
})

test('refuses a sign-in posted from another site', async ({ request }) => {
  const response = await request.post('/login', {
    form: {
      loginMethodType: 'Email',
      value: FIXTURE_EMAILS.standard,
      password: FIXTURE_PASSWORDS.standard,
    },
    headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    maxRedirects: 0,
  })
  expect(response.status()).toBe(403)
})

test('the browser stops an empty sign-in: nothing is posted until both fields are filled', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await pageWithoutJavaScript(browser, baseURL)
  const posts: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(request.postData() ?? '')
  })
  await page.goto('/login?returnTo=%2Fapp%2Flicenses')
  const login = page.getByRole('button', { name: 'ログイン', exact: true })
  await login.click()
  await expect(page.getByRole('textbox', { name: 'メールアドレス' })).toBeFocused()
  await page.getByRole('textbox', { name: 'メールアドレス' }).fill(FIXTURE_EMAILS.standard)
  await login.click()
  await expect(page.getByLabel('パスワード 必須', { exact: true })).toBeFocused()
  await page.getByLabel('パスワード 必須', { exact: true }).fill(FIXTURE_PASSWORDS.standard)
  await login.click()
  await expect(page).toHaveURL('/app/licenses')
  // Only the filled form reached the server.
  expect(posts).toHaveLength(1)
  expect(posts[0]).toContain('password=')
  await context.close()
})
