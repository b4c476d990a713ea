import type { Locator, Page } from '@playwright/test'
import { FIXTURE_EMAILS, signInDirectly } from '../support/auth-flows'
import { expect, test } from '../support/test'

/** What is drawn before an error's text (spec 02 §5: '※'). */
const errorPrefix = (error: Locator) =>
  error.evaluate((node) => getComputedStyle(node, '::before').content)

async function sendInvalidEmail(page: Page, field: string, button: string) {
  const input = page.getByRole('textbox', { name: field })
  await expect(input.locator('xpath=ancestor::form')).toHaveAttribute('novalidate', '')
  await input.fill('not-an-address')
  await page.getByRole('button', { name: button }).click()
  const error = page.getByText('メールアドレスの形式が正しくありません。')
  await expect(error).toBeVisible()
  return error
}

test('a field error starts with ※ on guest and member forms alike', async ({ page }) => {
  await page.goto('/password/forgot')
  expect(
    await errorPrefix(await sendInvalidEmail(page, 'メールアドレス', '再設定用のリンクを送信')),
  ).toMatch(/^"※"/)
  await signInDirectly(page.request, FIXTURE_EMAILS.standard)
  await page.goto('/mypage/email/edit')
  expect(
    await errorPrefix(await sendInvalidEmail(page, '新しいメールアドレス', '確認コードを送信')),
  ).toMatch(/^"※"/)
})

test.describe('on a phone, in English', () => {
  test.use({ viewport: { width: 375, height: 812 } })

  test("the profile form's paired name fields stay level when one label wraps", async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'locale', value: 'en', url: baseURL! }])
    await signInDirectly(page.request, FIXTURE_EMAILS.standard)
    await page.goto('/mypage/edit')
    for (const [left, right] of [
      ['Family name', 'Given name'],
      ['Family name (katakana)', 'Given name (katakana)'],
    ]) {
      const [a, b] = [
        await page.getByRole('textbox', { name: left, exact: false }).first().boundingBox(),
        await page.getByRole('textbox', { name: right, exact: false }).first().boundingBox(),
      ]
      expect(Math.abs(a!.y - b!.y), `${left} / ${right}`).toBeLessThan(1)
    }
  })
})
