import { readPdf } from '../support/pdf-text'
import { expect, test } from '../support/test'
import { FIXTURE_EMAILS, historyRows, openAs } from './helpers'

test('asks for the addressee first, then shows the invoice and prints it on one A4 page', async ({
  page,
}) => {
  test.slow()
  await openAs(page, '/mypage/payment-history', 'お支払い履歴')
  const href = await historyRows(page)
    .filter({ hasText: 'ドコモ払い' })
    .getByRole('link')
    .getAttribute('href')
  await page.goto(href ?? '')

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

  // Printed: the invoice alone, no header, footer, menu or buttons.
  await page.emulateMedia({ media: 'print' })
  await expect(page.locator('header').first()).toBeHidden()
  await expect(page.locator('footer').first()).toBeHidden()
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

test('a payment of 0 yen or of someone else has no invoice', async ({ page }) => {
  await openAs(page, '/mypage/payment-history', 'お支払い履歴')
  const response = await page.goto('/mypage/invoice/earn_does_not_exist')
  expect(response?.status()).toBe(404)
})
