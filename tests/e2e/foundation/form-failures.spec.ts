import { expect, test } from '../support/test'

test('a form that fails shows the error code and the request id (お問い合わせ番号)', async ({
  page,
  mock,
}) => {
  await page.goto('/password/forgot')
  await mock.fault({ method: 'POST', path: '/zapi/auth/password/forgot', status: 500 })
  await page.getByRole('textbox', { name: 'メールアドレス' }).fill('hanako.yamada@example.jp')
  await page.getByRole('button', { name: '再設定用のリンクを送信' }).click()
  const alert = page.getByRole('alert')
  await expect(alert).toContainText('エラーコード: INTERNAL_ERROR')
  await expect(alert).toContainText(/お問い合わせ番号: [\w.:-]{8,}/)
})

test('in English too', async ({ page, mock, context, baseURL }) => {
  await context.addCookies([{ name: 'locale', value: 'en', url: baseURL! }])
  await page.goto('/password/forgot')
  await mock.fault({ method: 'POST', path: '/zapi/auth/password/forgot', status: 503 })
  await page.getByRole('textbox', { name: 'Email address' }).fill('hanako.yamada@example.jp')
  await page.getByRole('button', { name: 'Send the reset link' }).click()
  const alert = page.getByRole('alert')
  await expect(alert).toContainText('Error code: SERVICE_UNAVAILABLE')
  await expect(alert).toContainText(/Reference: [\w.:-]{8,}/)
})
