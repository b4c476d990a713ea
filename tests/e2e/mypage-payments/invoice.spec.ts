import type { Page } from '@playwright/test'
import { choose, holdScripts } from '../support/deferred-forms'
import { readPdf } from '../support/pdf-text'
import { expect, hydrated, test } from '../support/test'
import { FIXTURE_EMAILS, historyRows, openAs } from './helpers'

/** The address of the invoice of the member's PayPay-less ドコモ払い payment, from the history. */
async function invoiceHref(page: Page): Promise<string> {
  await openAs(page, '/mypage/payment-history', 'お支払い履歴')
  const href = await historyRows(page)
    .filter({ hasText: 'ドコモ払い' })
    .getByRole('link')
    .getAttribute('href')
  return href ?? ''
}

/** Whether the focus is in the dialog, or out of the page (the browser's own controls). */
const focusStaysInDialog = (page: Page) =>
  page.evaluate(
    () => document.activeElement === document.body || !!document.activeElement?.closest('dialog'),
  )

test('asks for the addressee first, then shows the invoice and prints it on one A4 page', async ({
  page,
}) => {
  test.slow()
  await page.goto(await invoiceHref(page))

  const dialog = page.getByRole('dialog', { name: '宛名の入力' })
  const addressee = dialog.getByRole('textbox', { name: '宛名' })
  await expect(addressee).toHaveValue(FIXTURE_EMAILS.standard)
  const show = dialog.getByRole('button', { name: '領収書を表示する' })
  await addressee.fill('')
  await show.click()
  await expect(dialog.getByText('宛名を入力してください', { exact: true })).toBeVisible()
  await addressee.fill('あ'.repeat(101))
  await show.click()
  await expect(dialog.getByText('宛名は100文字以内で入力してください')).toBeVisible()
  await addressee.fill('山田 花子')
  await dialog.getByRole('radio', { name: '様' }).check()
  await show.click()

  await expect(dialog).toBeHidden()
  const sheet = page.getByRole('article', { name: '領収書' })
  await expect(sheet.getByTestId('invoice-addressee')).toHaveText('山田 花子 様')
  await expect(sheet.getByTestId('invoice-total')).toHaveText('¥440(税込)')
  await expect(sheet).toContainText('¥400')
  await expect(sheet).toContainText('消費税（10%）')
  await expect(sheet).toContainText('T1234567890123')
  await expect(sheet).toContainText('株式会社シネマストリーム')
  await expect(sheet).toContainText('劇場版 星降る街の物語 レンタル（48時間）')
  await expect(sheet).toContainText('ドコモ払い')
  await expect(page.getByRole('button', { name: '印刷 / PDFで保存' })).toBeVisible()
  const back = page.getByRole('link', { name: '戻る' })
  await expect(back).toHaveAttribute('href', '/mypage/payment-history')

  // Printed: the invoice alone, no header, footer, menu, Back link or buttons.
  await page.emulateMedia({ media: 'print' })
  await expect(page.locator('header').first()).toBeHidden()
  await expect(page.locator('footer').first()).toBeHidden()
  await expect(back).toBeHidden()
  await expect(page.getByRole('button', { name: '印刷 / PDFで保存' })).toBeHidden()
  await expect(sheet.getByTestId('invoice-total')).toBeVisible()

  const pdf = readPdf(await page.pdf({ format: 'A4', preferCSSPageSize: true }))
  expect(pdf.pageCount).toBe(1)
  const text = pdf.text.replace(/\s+/g, '')
  expect(text).toContain('¥440(税込)')
  expect(text).toContain('¥400')
  expect(text).toContain('¥40')
  expect(text).toContain('山田花子様')
  expect(text).toContain('T1234567890123')
})

test.describe('on a slow connection', () => {
  test.use({ awaitHydration: false })

  test("the addressee dialog takes typing before the page's scripts arrive, and holds the focus once they have", async ({
    page,
  }) => {
    const href = await invoiceHref(page)
    const scripts = await holdScripts(page)
    await page.goto(href, { waitUntil: 'domcontentloaded' })
    const dialog = page.getByRole('dialog', { name: '宛名の入力' })
    const addressee = dialog.getByRole('textbox', { name: '宛名' })
    await addressee.fill('株式会社ヤマダ')
    scripts.release()
    await hydrated(page)

    // Behind the dialog, nothing takes the focus: not the header before it, not the footer after.
    await addressee.focus()
    await page.keyboard.press('Shift+Tab')
    expect(await focusStaysInDialog(page)).toBe(true)
    const show = dialog.getByRole('button', { name: '領収書を表示する' })
    await show.focus()
    await page.keyboard.press('Tab')
    expect(await focusStaysInDialog(page)).toBe(true)

    await choose(dialog.getByRole('radio', { name: '御中' }))
    await show.click()
    const sheet = page.getByRole('article', { name: '領収書' })
    await expect(sheet.getByTestId('invoice-addressee')).toHaveText('株式会社ヤマダ 御中')

    // Asked again, the dialog starts from what was given; the page is in reach again once it is sent.
    await page.getByRole('button', { name: '宛名を変更する' }).click()
    await expect(dialog).toBeFocused()
    await expect(addressee).toHaveValue('株式会社ヤマダ')
    await show.click()
    await expect(sheet.getByTestId('invoice-addressee')).toHaveText('株式会社ヤマダ 御中')
    await page.getByRole('button', { name: '宛名を変更する' }).focus()
    await page.keyboard.press('Shift+Tab')
    expect(await focusStaysInDialog(page)).toBe(false)
  })
})

test('a payment of 0 yen or of someone else has no invoice', async ({ page }) => {
  await openAs(page, '/mypage/payment-history', 'お支払い履歴')
  const response = await page.goto('/mypage/invoice/earn_does_not_exist')
  expect(response?.status()).toBe(404)
})
