import type { Page } from '@playwright/test'
import { FIXTURE_EMAILS, signInDirectly } from '../support/auth-flows'
import { expect, test } from '../support/test'

async function openHistory(page: Page) {
  await signInDirectly(page.request, FIXTURE_EMAILS.standard)
  await page.goto('/mypage/login-history')
  await expect(page.getByRole('heading', { level: 1, name: 'ログイン履歴' })).toBeVisible()
  await expect(page.getByText('現在のIPアドレス：203.0.113.24')).toBeVisible()
  await expect(page.getByRole('link', { name: 'パスワードを変更する' })).toBeVisible()
  await expect(page.getByRole('link', { name: '2段階認証を設定する' })).toBeVisible()
}

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test("shows the 30 entries as a table, and 'Not me?' leads to the password change", async ({
    page,
  }) => {
    await openHistory(page)
    const table = page.getByRole('table', { name: /ログイン履歴/ })
    await expect(table).toBeVisible()
    await expect(page.getByTestId('login-history-list')).toBeHidden()
    await expect(table.getByRole('columnheader')).toHaveText([
      '日時',
      '結果',
      'ログイン方法',
      'デバイス',
      'ブラウザ',
      '国・地域',
      'IPアドレス',
      '操作',
    ])
    const rows = table.locator('tbody').getByRole('row')
    await expect(rows).toHaveCount(30)
    await expect(rows.first()).toContainText('（現在のIPアドレス）')
    await expect(table.getByText('失敗').first()).toBeVisible()
    await expect(table.getByText('アメリカ合衆国').first()).toBeVisible()
    await expect(table.getByText(/（2段階認証：認証アプリ）/).first()).toBeVisible()
    // The login ID is called as on My Page (ログインID), never ユーザID.
    await expect(rows.nth(1)).toContainText('ログインIDとパスワード')
    await expect(table).not.toContainText('ユーザID')

    await rows
      .nth(3)
      .getByRole('button', { name: /心当たりがない/ })
      .click()
    const dialog = page.getByRole('dialog', { name: 'このログインに心当たりがありませんか？' })
    await expect(dialog).toContainText('アメリカ合衆国')
    await expect(dialog).toContainText('失敗していますが')
    await expect(dialog.getByRole('link', { name: '2段階認証を設定する' })).toHaveAttribute(
      'href',
      '/mypage/multi-factor',
    )
    await dialog.getByRole('button', { name: 'パスワードを変更する' }).click()
    await expect(page).toHaveURL(/\/mypage\/password\/edit/)
  })
})

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } })

  test('shows the entries as an expandable list', async ({ page }) => {
    await openHistory(page)
    await expect(page.getByTestId('login-history-table')).toBeHidden()
    const entries = page.getByTestId('login-history-list').getByRole('listitem')
    await expect(entries).toHaveCount(30)
    const first = entries.first()
    await expect(first.getByText('203.0.113.24')).toBeHidden()
    await first.locator('summary').click()
    await expect(first.getByText(/203\.0\.113\.24\s*（現在のIPアドレス）/)).toBeVisible()
    await expect(first.getByText('メールアドレスとパスワード')).toBeVisible()
    await first.getByRole('button', { name: /心当たりがない/ }).click()
    await page
      .getByRole('dialog', { name: 'このログインに心当たりがありませんか？' })
      .getByRole('link', { name: '2段階認証を設定する' })
      .click()
    await expect(page).toHaveURL('/mypage/multi-factor')
  })

  test('every entry shows that it opens, and all are of one height', async ({ page }) => {
    await openHistory(page)
    const summaries = page.getByTestId('login-history-list').locator('summary')
    await expect(summaries).toHaveCount(30)
    const heights = new Set<number>()
    for (const summary of await summaries.all()) {
      // A disclosure marker drawn in the row (the browser's own is gone once a row is a flex or grid box).
      await expect(summary.locator('svg')).toBeVisible()
      heights.add(Math.round((await summary.boundingBox())!.height))
    }
    expect([...heights]).toHaveLength(1)
    expect([...heights][0]).toBeGreaterThanOrEqual(44)
  })
})

test.describe('at the 1000 px breakpoint', () => {
  test('999 px shows the list, 1000 px the table', async ({ page }) => {
    await page.setViewportSize({ width: 999, height: 800 })
    await openHistory(page)
    await expect(page.getByTestId('login-history-list')).toBeVisible()
    await expect(page.getByTestId('login-history-table')).toBeHidden()
    await page.setViewportSize({ width: 1000, height: 800 })
    await expect(page.getByTestId('login-history-table')).toBeVisible()
    await expect(page.getByTestId('login-history-list')).toBeHidden()
  })
})

test.describe('a member without a password', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test("is advised multi-factor only, and 'Not me?' leads there", async ({ page }) => {
    await signInDirectly(page.request, FIXTURE_EMAILS.externalOnly)
    await page.goto('/mypage/login-history')
    await expect(page.getByRole('link', { name: '2段階認証を設定する' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'パスワードを変更する' })).toHaveCount(0)
    await page
      .getByRole('table', { name: /ログイン履歴/ })
      .getByRole('button', { name: /心当たりがない/ })
      .first()
      .click()
    await page
      .getByRole('dialog', { name: 'このログインに心当たりがありませんか？' })
      .getByRole('button', { name: '2段階認証を設定する' })
      .click()
    await expect(page).toHaveURL('/mypage/multi-factor')
  })

  test('with no multi-factor in the store, only signing other devices out is advised', async ({
    page,
    mock,
  }) => {
    await mock.reset('mfa-off')
    await signInDirectly(page.request, FIXTURE_EMAILS.externalOnly)
    await page.goto('/mypage/login-history')
    await expect(page.getByRole('heading', { level: 1, name: 'ログイン履歴' })).toBeVisible()
    const advice = page
      .getByRole('alert')
      .filter({ hasText: '心当たりのないログインはありませんか？' })
    await expect(advice.getByRole('link')).toHaveText(['ログイン中のデバイスを確認する'])
    await page
      .getByTestId('login-history-table')
      .getByRole('button', { name: /心当たりがない/ })
      .first()
      .click()
    await page
      .getByRole('dialog', { name: 'このログインに心当たりがありませんか？' })
      .getByRole('button', { name: 'ログイン中のデバイスを確認する' })
      .click()
    await expect(page).toHaveURL('/mypage/sessions')
  })
})
