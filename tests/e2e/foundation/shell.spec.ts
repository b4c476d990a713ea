import { expect, test } from '../support/test'

type RootScreenData = {
  storeSettingData: {
    serviceName: string
    serviceDescription: string
    footers: { copyright: string }
  }
}

test('server-renders the root layout from the store settings', async ({ page, request }) => {
  const root = (await (
    await request.get('/zapi/internal/root/screen-data')
  ).json()) as RootScreenData
  const response = await page.goto('/')
  expect(response?.status()).toBe(200)
  const html = await response!.text()
  expect(html).toContain(`<title>${root.storeSettingData.serviceName}</title>`)
  expect(html).toContain(root.storeSettingData.footers.copyright)
  await expect(page).toHaveTitle(root.storeSettingData.serviceName)
  await expect(
    page.getByRole('heading', { level: 1, name: root.storeSettingData.serviceName }),
  ).toBeVisible()
  await expect(page.getByRole('contentinfo')).toContainText(root.storeSettingData.footers.copyright)
})

test('every script carries the CSP nonce of its response', async ({ page }) => {
  const response = await page.goto('/')
  const csp = response!.headers()['content-security-policy']!
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1]
  expect(nonce).toBeTruthy()
  expect(csp).toContain("frame-ancestors 'none'")
  const html = await response!.text()
  const scripts = html.match(/<script\b[^>]*>/g) ?? []
  expect(scripts.length).toBeGreaterThan(0)
  for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`)
})

test('switches the language to English and keeps it', async ({ page }) => {
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja')
  await page.getByRole('button', { name: /English/ }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible()
})

test("a page of another flow arrives in the visitor's language, and so does switching back", async ({
  page,
}) => {
  // The home page ships only the common catalog; the sign-in page's own messages come with it.
  await page.goto('/')
  await page.getByRole('button', { name: /English/ }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await page.getByRole('link', { name: 'Sign in' }).first().click()
  await expect(page).toHaveURL(/\/login/)
  await expect(page.getByRole('link', { name: 'Forgot your password?' })).toBeVisible()
  await page.getByRole('button', { name: /日本語/ }).click()
  await expect(page.getByRole('link', { name: 'パスワードをお忘れの方' })).toBeVisible()
})

test("page titles come in the visitor's language, from the server and after a navigation", async ({
  page,
}) => {
  // This title is in the password-reset catalog only, which neither / nor /login loads.
  await page.goto('/password/forgot')
  await expect(page).toHaveTitle(/^パスワードの再設定/)
  await page.goto('/')
  await page.getByRole('button', { name: /English/ }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await page.getByRole('link', { name: 'Sign in' }).first().click()
  await page.getByRole('link', { name: 'Forgot your password?' }).click()
  await expect(page).toHaveURL(/\/password\/forgot/)
  await expect(page).toHaveTitle(/^Reset your password/)
  await page.getByRole('button', { name: /日本語/ }).click()
  await expect(page).toHaveTitle(/^パスワードの再設定/)
  await page.getByRole('button', { name: /English/ }).click()
  await page.reload()
  await expect(page).toHaveTitle(/^Reset your password/)
})

test.describe('inside the native app', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 Chrome/140 Mobile PVS/3/12',
  })

  test('the Android app gets the app-licences link and no plan list', async ({ page }) => {
    await page.goto('/')
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: 'ライセンス' }),
    ).toBeVisible()
    await expect(page.getByRole('link', { name: 'プラン一覧' })).toHaveCount(0)
  })
})

test('a browser gets neither the app-licences link nor hides the plan list', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'ライセンス' })).toHaveCount(
    0,
  )
  await expect(page.getByRole('link', { name: 'プラン一覧' })).toBeVisible()
})
