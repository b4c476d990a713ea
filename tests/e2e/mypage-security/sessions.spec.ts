import type { Browser, Page } from '@playwright/test'
import { FIXTURE_EMAILS, signInDirectly } from '../support/auth-flows'
import { expect, test } from '../support/test'

const MAC_SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15'

const rows = (page: Page) =>
  page.getByRole('region', { name: /デバイス一覧/ }).getByRole('listitem')

/** The standard member signed in on a second browser (a Mac's Safari), at /mypage there. */
async function secondBrowser(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, userAgent: MAC_SAFARI, locale: 'ja-JP' })
  const other = await context.newPage()
  await signInDirectly(other.request, FIXTURE_EMAILS.standard)
  await other.goto('/mypage')
  await expect(other.getByRole('heading', { level: 1, name: 'マイページ' })).toBeVisible()
  return { context, other }
}

async function openSessions(page: Page) {
  await page.goto('/mypage')
  await page.getByRole('link', { name: 'ログイン中のデバイス' }).click()
  await expect(page).toHaveURL('/mypage/sessions')
  await expect(page.getByRole('heading', { level: 1, name: 'ログイン中のデバイス' })).toBeVisible()
}

test('lists where the member is signed in, this device marked and first; signs the other browser out, whose next page asks it to sign in', async ({
  page,
  browser,
  baseURL,
}) => {
  await signInDirectly(page.request, FIXTURE_EMAILS.standard)
  const { context, other } = await secondBrowser(browser, baseURL)
  await openSessions(page)

  // This browser, the Mac, and the member's iPhone of the fixtures.
  await expect(rows(page)).toHaveCount(3)
  const here = rows(page).first()
  await expect(here.getByText('このデバイス', { exact: true })).toBeVisible()
  await expect(here).toContainText('場所：日本（IPアドレス 203.0.113.24）')
  await expect(here).toContainText('ログイン日時：')
  await expect(here).toContainText('最終アクセス：')
  await expect(here.getByRole('button')).toHaveCount(0)
  await expect(rows(page).filter({ hasText: 'iPhone / Safari 19' })).toHaveCount(1)

  await page.getByRole('button', { name: 'Mac / Safari 18からログアウト' }).click()
  await expect(page.getByText('デバイスからログアウトしました。')).toBeVisible()
  await expect(rows(page)).toHaveCount(2)
  await expect(page.getByText('Mac / Safari 18')).toHaveCount(0)

  // The other browser's next page asks it to sign in, and comes back there afterwards.
  await other.getByRole('link', { name: 'ログイン履歴' }).click()
  await expect(other).toHaveURL(`/login?returnTo=${encodeURIComponent('/mypage/login-history')}`)
  await context.close()

  // Back on the page within the 30 s screen data is kept: the backend is asked again.
  await page.getByRole('link', { name: '戻る' }).click()
  await expect(page).toHaveURL('/mypage')
  await page.getByRole('link', { name: 'ログイン中のデバイス' }).click()
  await expect(rows(page)).toHaveCount(2)
  await expect(page.getByText('Mac / Safari 18')).toHaveCount(0)
})

test('signs out everywhere else after a confirmation, and this browser stays signed in', async ({
  page,
  browser,
  baseURL,
}) => {
  await signInDirectly(page.request, FIXTURE_EMAILS.standard)
  const { context, other } = await secondBrowser(browser, baseURL)
  await openSessions(page)
  await expect(rows(page)).toHaveCount(3)

  await page.getByRole('button', { name: 'ほかのすべてのデバイスからログアウト' }).click()
  const dialog = page.getByRole('dialog', {
    name: 'ほかのすべてのデバイスからログアウトしますか？',
  })
  await expect(dialog).toContainText('このデバイス以外の2台のデバイス')
  await dialog.getByRole('button', { name: 'ログアウトする' }).click()
  await expect(page.getByText('ほかのすべてのデバイスからログアウトしました。')).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(rows(page)).toHaveCount(1)
  await expect(
    page.getByRole('button', { name: 'ほかのすべてのデバイスからログアウト' }),
  ).toHaveCount(0)

  await other.reload()
  await expect(other).toHaveURL(`/login?returnTo=${encodeURIComponent('/mypage')}`)
  await context.close()
  await page.reload()
  await expect(rows(page)).toHaveCount(1)
})

test("'Not me?' on a login history entry leads to the signed-in devices", async ({ page }) => {
  await signInDirectly(page.request, FIXTURE_EMAILS.standard)
  await page.goto('/mypage/login-history')
  await page
    .getByTestId('login-history-table')
    .getByRole('button', { name: /心当たりがない/ })
    .first()
    .click()
  const dialog = page.getByRole('dialog', { name: 'このログインに心当たりがありませんか？' })
  await dialog.getByRole('link', { name: 'ログイン中のデバイスを確認する' }).click()
  await expect(page).toHaveURL('/mypage/sessions')
  await expect(page.getByRole('heading', { level: 1, name: 'ログイン中のデバイス' })).toBeVisible()
})

test('a failed sign-out says so and keeps the row', async ({ page, mock }) => {
  await signInDirectly(page.request, FIXTURE_EMAILS.standard)
  await openSessions(page)
  await mock.fault({ method: 'DELETE', path: '/zapi/account/sessions/:sessionId', status: 500 })
  await page.getByRole('button', { name: 'iPhone / Safari 19からログアウト' }).click()
  await expect(
    page.getByText('ログアウトできませんでした。時間をおいて再度お試しください。'),
  ).toBeVisible()
  await expect(rows(page)).toHaveCount(2)
})

test('a store without the page shows no row, and the page leads to My Page', async ({
  page,
  mock,
}) => {
  await mock.reset('active-sessions-off')
  await signInDirectly(page.request, FIXTURE_EMAILS.standard)
  await page.goto('/mypage')
  await expect(page.getByRole('link', { name: 'ログイン履歴' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'ログイン中のデバイス' })).toHaveCount(0)
  await page.goto('/mypage/sessions')
  await expect(page).toHaveURL('/mypage')
})
