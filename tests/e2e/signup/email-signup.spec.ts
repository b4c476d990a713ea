import { submitPasswordLogin } from '../support/auth-flows'
import { expect, test } from '../support/test'
import {
  NEW_PASSWORD,
  field,
  fillRequiredFields,
  newEmail,
  toConfirm,
  verifyEmail,
} from './signup-flow'

test('signs up by e-mail and ends signed in, able to sign in again with the new account', async ({
  page,
  mock,
  context,
}) => {
  const email = newEmail()
  await verifyEmail(page, mock, email)
  await expect(page.getByRole('listitem').filter({ hasText: '会員情報入力' })).toHaveAttribute(
    'aria-current',
    'step',
  )
  await fillRequiredFields(page)
  await field(page, 'ニックネーム').fill('はなこ')
  await page.getByRole('checkbox', { name: '映画' }).check()
  await page.getByRole('checkbox', { name: 'おすすめ作品の情報をメールで受け取る 任意' }).check()
  await toConfirm(page)

  await expect(page).toHaveURL('/signup/confirm')
  const values = page.getByRole('table')
  await expect(values.getByRole('row', { name: /メールアドレス/ })).toContainText(email)
  await expect(values.getByRole('row', { name: /パスワード/ })).toContainText('********')
  await expect(values.getByRole('row', { name: /^生年月日/ })).toContainText('1990/04/15')
  await expect(values.getByRole('row', { name: /^性別/ })).toContainText('女性')
  await expect(values.getByRole('row', { name: /好きなジャンル/ })).toContainText('映画')
  await expect(values.getByRole('row', { name: /^氏名/ })).toHaveCount(0) // NOT_USE
  await page.getByRole('button', { name: '登録する' }).click()

  await expect(page).toHaveURL('/signup/complete')
  await expect(
    page.getByRole('heading', { level: 1, name: '会員登録が完了しました' }),
  ).toBeVisible()
  await expect(page.getByText(`${email} で会員登録しました。`)).toBeVisible()
  const cookies = await context.cookies()
  expect(cookies.find((cookie) => cookie.name === 'account_id')?.value).toBeTruthy()
  await expect(page.getByRole('link', { name: 'サービスを利用する' })).toHaveAttribute(
    'href',
    '/mypage',
  )

  // Nothing of the sign-up stays in the tab, least of all the password.
  const stored = await page.evaluate(() => JSON.stringify({ ...sessionStorage, ...localStorage }))
  expect(stored).not.toContain(NEW_PASSWORD)
  expect(stored).not.toContain('山田')

  await context.clearCookies()
  await page.goto('/login')
  await submitPasswordLogin(page, email, NEW_PASSWORD)
  await expect(page).not.toHaveURL(/\/login/)
  expect(
    (await context.cookies()).find((cookie) => cookie.name === 'account_id')?.value,
  ).toBeTruthy()
})

test('never keeps the password in client storage while the form is filled', async ({
  page,
  mock,
}) => {
  await verifyEmail(page, mock, newEmail())
  await fillRequiredFields(page)
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('signup.form-draft') ?? ''))
    .toContain('ヤマダ')
  const stored = await page.evaluate(() => JSON.stringify({ ...sessionStorage, ...localStorage }))
  expect(stored).not.toContain(NEW_PASSWORD)
})

test('asks for the REQUIRED fields with the spec messages, the first one focused', async ({
  page,
  mock,
}) => {
  await verifyEmail(page, mock, newEmail())
  await field(page, 'セイ').fill('やまだ')
  await field(page, '電話番号').fill('090-1234-5678-9')
  await toConfirm(page)
  await expect(field(page, 'パスワード')).toBeFocused()
  await expect(page.getByText('パスワードを入力してください。')).toBeVisible()
  await expect(page.getByText('全角カタカナで入力してください')).toBeVisible()
  await expect(page.getByText('性別を選択してください。')).toBeVisible()
  await expect(field(page, '姓')).toHaveAttribute('aria-invalid', 'true')
  await expect(field(page, '電話番号')).toHaveValue('09012345678')
  await expect(page).toHaveURL('/signup/form')
})

test('offers e-mail and the external accounts, the latter hidden in the native app', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.goto('/signup/auth?returnTo=%2Fplans')
  await expect(page.getByRole('link', { name: 'LINEで新規登録' })).toHaveAttribute(
    'href',
    '/auth/authorize?userIdentifierType=LINE&socialActionType=signup&returnTo=%2Fplans',
  )
  const app = await browser.newContext({ baseURL, userAgent: 'Mozilla/5.0 PVS/3/1' })
  const inApp = await app.newPage()
  await inApp.goto('/signup/auth')
  await expect(inApp.getByRole('link', { name: 'メールアドレスで登録' })).toBeVisible()
  await expect(inApp.getByRole('link', { name: /で新規登録$/ })).toHaveCount(0)
  await app.close()
})
