import { FIXTURE_EMAILS, signInDirectly } from '../support/auth-flows'
import { expect, test } from '../support/test'
import { historyRows, openAs } from './helpers'

test('pages through the last year of payments with links that work without JavaScript', async ({
  page,
  browser,
  baseURL,
}) => {
  await openAs(page, '/mypage/payment-history', 'お支払い履歴')
  await expect(page.getByText(/以降のお支払いを表示しています（最大1年間）。/)).toBeVisible()
  await expect(historyRows(page)).toHaveCount(10)
  const pager = page.getByRole('navigation', { name: 'お支払い履歴のページ' })
  await expect(pager.getByRole('link', { name: '1ページ目' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await expect(pager.getByRole('link', { name: '4ページ目' })).toBeVisible()
  const firstOfPage1 = await historyRows(page).first().innerText()
  await pager.getByRole('link', { name: '2ページ目' }).click()
  await expect(page).toHaveURL('/mypage/payment-history?page=2')
  await expect(pager.getByRole('link', { name: '2ページ目' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await expect(historyRows(page).first()).not.toHaveText(firstOfPage1)

  // The same links without JavaScript: plain page loads of ?page=N.
  const noScript = await browser.newContext({ baseURL, javaScriptEnabled: false })
  const plain = await noScript.newPage()
  await signInDirectly(plain.request, FIXTURE_EMAILS.standard)
  await plain.goto('/mypage/payment-history')
  await plain.getByRole('link', { name: '4ページ目' }).click()
  await expect(plain).toHaveURL('/mypage/payment-history?page=4')
  await expect(plain.getByRole('link', { name: '4ページ目' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await expect(plain.locator('table tbody tr').first()).toBeVisible()
  await noScript.close()
})

test("a billed payment's date opens its invoice in a new tab; a free one links nowhere", async ({
  page,
}) => {
  await openAs(page, '/mypage/payment-history', 'お支払い履歴')
  const free = historyRows(page).filter({ hasText: 'プレミアムプラン（無料トライアル）' })
  await expect(free).toContainText('¥0(税込)')
  await expect(free.getByRole('link')).toHaveCount(0)
  const billed = historyRows(page).filter({ hasText: 'ドコモ払い' })
  await expect(billed).toContainText('¥440(税込)')
  await expect(billed).toContainText('¥400（消費税 ¥40）')
  const link = billed.getByRole('link')
  await expect(link).toHaveAttribute('target', '_blank')
  const [invoice] = await Promise.all([page.waitForEvent('popup'), link.click()])
  await expect(invoice).toHaveURL(/\/mypage\/invoice\/earn_/)
  await expect(invoice.getByRole('dialog', { name: '宛名の入力' })).toBeVisible()
})

test('says so when there is no payment', async ({ page }) => {
  await openAs(page, '/mypage/payment-history', 'お支払い履歴', FIXTURE_EMAILS.noContract)
  await expect(page.getByText('お支払い履歴はありません。')).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'お支払い履歴のページ' })).toHaveCount(0)
})

test('the table counts its payments and each billed date names its receipt, in both languages', async ({
  page,
  context,
  baseURL,
}) => {
  await openAs(page, '/mypage/payment-history', 'お支払い履歴')
  await expect(page.getByRole('table', { name: /^お支払い履歴 \d+件中 1\/4ページ$/ })).toBeVisible()
  const billed = historyRows(page).filter({ hasText: 'ドコモ払い' }).first()
  // The date shows; the rest is visually hidden (the browser reads the hidden part as a block).
  await expect(billed.getByRole('link')).toHaveAccessibleName(
    /^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}\(日本時間\) ?の領収書（新しいタブで開きます）$/,
  )

  await context.addCookies([{ name: 'locale', value: 'en', url: baseURL! }])
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Payment history' })).toBeVisible()
  await expect(
    page.getByRole('table', { name: /^Payment history, \d+ payments, page 1 of 4$/ }),
  ).toBeVisible()
  const link = historyRows(page).getByRole('link').first()
  await expect(link).toHaveAccessibleName(
    /^Receipt for\s+\d{4}-\d{2}-\d{2} \d{2}:\d{2} \(JST\)\s+\(opens in a new tab\)$/,
  )
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } })

  test('the pager has previous and next, and every control is a 44 px touch target', async ({
    page,
  }) => {
    await openAs(page, '/mypage/payment-history', 'お支払い履歴')
    const pager = page.getByRole('navigation', { name: 'お支払い履歴のページ' })
    // On the first page there is no previous page to go to.
    await expect(pager.getByRole('button', { name: '前のページ' })).toBeDisabled()
    await pager.getByRole('link', { name: '次のページ' }).click()
    await expect(page).toHaveURL('/mypage/payment-history?page=2')
    await expect(pager.getByRole('link', { name: '2ページ目' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await pager.getByRole('link', { name: '前のページ' }).click()
    await expect(page).toHaveURL('/mypage/payment-history?page=1')
    await expect(pager.getByRole('link', { name: '1ページ目' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    for (const control of await pager.locator('a, button').all()) {
      const box = await control.boundingBox()
      expect(box!.width).toBeGreaterThanOrEqual(44)
      expect(box!.height).toBeGreaterThanOrEqual(44)
    }
  })
})

test("a billed payment's row says in sight that its date opens the receipt", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 })
  await openAs(page, '/mypage/payment-history', 'お支払い履歴')
  const link = historyRows(page).filter({ hasText: 'ドコモ払い' }).first().getByRole('link')
  const tag = link.getByText('領収書', { exact: true })
  await expect(tag).toBeVisible()
  // Drawn, not a visually hidden text of a pixel.
  expect((await tag.boundingBox())!.width).toBeGreaterThan(20)
})
