import { FIXTURE_EMAILS, signInDirectly } from '../support/auth-flows'
import { pressSubmit, choose } from '../support/deferred-forms'
import { expect, test } from '../support/test'
import {
  CLOCK,
  confirmOtp,
  disableFactor,
  factorRow,
  openMultiFactor,
  otpAt,
  setMockClock,
  shownSecret,
} from './helpers'

test('a member without multi-factor sets up the authenticator app: QR code, a real code, backup codes, then disables it', async ({
  page,
}) => {
  await signInDirectly(page.request, FIXTURE_EMAILS.standard)
  await setMockClock(page.request, CLOCK)
  await openMultiFactor(page)
  await expect(factorRow(page, 'メール').getByText('無効', { exact: true })).toBeVisible()
  await expect(page.getByRole('link', { name: 'バックアップコード' })).toHaveCount(0)
  await expect(page.getByRole('link', { name: '信頼済みデバイス' })).toHaveCount(0)

  await page.getByRole('link', { name: '認証アプリによる2段階認証を設定する' }).click()
  await expect(page).toHaveURL('/mypage/multi-factor/otp')
  await expect(page.getByRole('img', { name: '認証アプリに登録するQRコード' })).toBeVisible()
  await expect(page.getByTestId('otp-qr-code').locator('path')).toHaveAttribute('d', /^M/)
  await expect(page.getByRole('link', { name: /App Storeで認証アプリを入手/ })).toBeVisible()
  await expect(page.getByRole('link', { name: /Google Playで認証アプリを入手/ })).toBeVisible()
  const secret = await shownSecret(page)
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/)
  const field = page.getByRole('textbox', { name: 'ワンタイムパスワード' })
  await expect(field).toHaveAttribute('autocomplete', 'one-time-code')

  await confirmOtp(page, '12345')
  await expect(
    page.getByText('6桁のワンタイムパスワードを入力してください。', { exact: true }),
  ).toBeVisible()
  const wrong = otpAt(secret) === '000000' ? '111111' : '000000'
  await confirmOtp(page, wrong)
  await expect(page.getByText('認証に失敗しました。')).toBeVisible()

  await confirmOtp(page, otpAt(secret))
  await expect(page).toHaveURL('/mypage/multi-factor/backup-code/generate')
  await expect(
    page.getByText(
      /認証アプリによる2段階認証を有効にする前に、バックアップコードを保存してください。/,
    ),
  ).toBeVisible()
  await expect(
    page.getByRole('list', { name: 'バックアップコード' }).getByRole('listitem'),
  ).toHaveCount(10)
  const enable = page.getByRole('button', { name: '保存して2段階認証を有効にする' })
  await expect(enable).toBeDisabled()
  await choose(page.getByLabel('バックアップコードを安全な場所に保存しました'))
  await enable.click()
  await expect(page).toHaveURL('/mypage/multi-factor/backup-code/generate/complete')
  await expect(
    page.getByRole('heading', { level: 1, name: '2段階認証を設定しました' }),
  ).toBeVisible()
  await page.getByRole('link', { name: '2段階認証の設定へ戻る' }).click()

  await expect(factorRow(page, '認証アプリ').getByText('有効', { exact: true })).toBeVisible()
  await expect(page.getByRole('link', { name: 'バックアップコード' })).toBeVisible()
  await expect(page.getByRole('link', { name: '信頼済みデバイス' })).toBeVisible()
  await disableFactor(page, '認証アプリ')
  await expect(page.getByRole('link', { name: 'バックアップコード' })).toHaveCount(0)
})

test('the multi-factor member disables and enables e-mail, SMS and the authenticator app again', async ({
  page,
  mock,
}) => {
  await mock.reset('mfa-all')
  await signInDirectly(page.request, FIXTURE_EMAILS.multiFactor)
  await setMockClock(page.request, CLOCK)
  await openMultiFactor(page)

  for (const [name, path, heading] of [
    ['メール', 'email', 'メールによる2段階認証'],
    ['SMS', 'sms', 'SMSによる2段階認証'],
  ] as const) {
    await disableFactor(page, name)
    await page.getByRole('link', { name: `${name}による2段階認証を設定する` }).click()
    await expect(page).toHaveURL(`/mypage/multi-factor/${path}`)
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    await page.getByRole('button', { name: '有効にする' }).click()
    // Not the account's first type: no backup codes to save.
    await expect(page).toHaveURL('/mypage/multi-factor/complete')
    await expect(
      page.getByText(`次回のログインから、${name}による確認が求められます。`),
    ).toBeVisible()
    await page.getByRole('link', { name: '2段階認証の設定へ戻る' }).click()
    await expect(factorRow(page, name).getByText('有効', { exact: true })).toBeVisible()
  }

  await disableFactor(page, '認証アプリ')
  await page.getByRole('link', { name: '認証アプリによる2段階認証を設定する' }).click()
  // Typed with a Japanese keyboard: full-width digits become half-width.
  const fullWidth = otpAt(await shownSecret(page)).replace(/[0-9]/g, (digit) =>
    String.fromCharCode(digit.charCodeAt(0) + 0xfee0),
  )
  await confirmOtp(page, fullWidth)
  await expect(page).toHaveURL('/mypage/multi-factor/complete')
  await expect(
    page.getByRole('heading', { level: 1, name: '2段階認証を設定しました' }),
  ).toBeVisible()
})

test('a member without multi-factor enables e-mail then SMS, and disables both', async ({
  page,
  mock,
}) => {
  await mock.reset('mfa-all')
  await signInDirectly(page.request, FIXTURE_EMAILS.standard)
  await page.goto('/mypage/multi-factor/email')
  await expect(
    page.getByText(
      'ログインのときに、hanako.yamada@example.jp 宛にメールで確認コードをお送りします。',
    ),
  ).toBeVisible()
  await pressSubmit(page.getByRole('button', { name: '有効にする' }))
  await expect(page).toHaveURL('/mypage/multi-factor/backup-code/generate')
  await choose(page.getByLabel('バックアップコードを安全な場所に保存しました'))
  await page.getByRole('button', { name: '保存して2段階認証を有効にする' }).click()
  await expect(page).toHaveURL('/mypage/multi-factor/backup-code/generate/complete')

  await page.goto('/mypage/multi-factor/sms')
  await expect(
    page.getByText('ログインのときに、09012345678 宛にSMSで確認コードをお送りします。'),
  ).toBeVisible()
  await pressSubmit(page.getByRole('button', { name: '有効にする' }))
  await expect(page).toHaveURL('/mypage/multi-factor/complete')
  await page.getByRole('link', { name: '2段階認証の設定へ戻る' }).click()
  await disableFactor(page, 'SMS')
  await disableFactor(page, 'メール')
  await expect(page.getByRole('link', { name: '信頼済みデバイス' })).toHaveCount(0)
})

test('a member whose e-mail is not verified cannot enable e-mail multi-factor', async ({
  page,
}) => {
  await signInDirectly(page.request, FIXTURE_EMAILS.unverified)
  await openMultiFactor(page)
  await page.getByRole('link', { name: 'メールによる2段階認証を設定する' }).click()
  await expect(page).toHaveURL('/mypage/multi-factor/email')
  await expect(
    page.getByText(
      'メールアドレスの認証が完了していないため、メールによる2段階認証を有効にできません。',
    ),
  ).toBeVisible()
  await expect(page.getByRole('link', { name: 'メールアドレスを認証する' })).toHaveAttribute(
    'href',
    '/mypage/email/verify',
  )
  await expect(page.getByRole('button', { name: '有効にする' })).toBeDisabled()
})

test('a failed disable closes the confirmation with a toast and keeps the type', async ({
  page,
  mock,
}) => {
  await signInDirectly(page.request, FIXTURE_EMAILS.multiFactor)
  await openMultiFactor(page)
  await mock.fault({ method: 'POST', path: '/zapi/account/disable-multi-factor', status: 500 })
  await page.getByRole('button', { name: 'メールによる2段階認証を無効にする' }).click()
  await page.getByRole('dialog').getByRole('button', { name: '無効にする' }).click()
  await expect(page.getByText('2段階認証を無効にできませんでした。')).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(factorRow(page, 'メール').getByText('有効', { exact: true })).toBeVisible()
})

test.describe('on Android', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Mobile Safari/537.36',
  })

  test('the OTP set-up offers Google Play only', async ({ page }) => {
    await signInDirectly(page.request, FIXTURE_EMAILS.standard)
    await page.goto('/mypage/multi-factor/otp')
    await expect(page.getByRole('link', { name: /Google Playで認証アプリを入手/ })).toBeVisible()
    await expect(page.getByRole('link', { name: /App Store/ })).toHaveCount(0)
  })

  test('the OTP set-up opens the authenticator app with its otpauth URI', async ({ page }) => {
    await signInDirectly(page.request, FIXTURE_EMAILS.standard)
    await page.goto('/mypage/multi-factor/otp')
    await expect(page.getByRole('link', { name: '認証アプリで開く' })).toHaveAttribute(
      'href',
      /^otpauth:\/\/totp\/.+secret=/,
    )
  })
})

test.describe('on iOS', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 19_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/19.0 Mobile/15E148 Safari/604.1',
  })

  test('the OTP set-up offers the App Store only', async ({ page }) => {
    await signInDirectly(page.request, FIXTURE_EMAILS.standard)
    await page.goto('/mypage/multi-factor/otp')
    await expect(page.getByRole('link', { name: /App Storeで認証アプリを入手/ })).toBeVisible()
    await expect(page.getByRole('link', { name: /Google Play/ })).toHaveCount(0)
    await expect(page.getByRole('link', { name: '認証アプリで開く' })).toBeVisible()
  })
})

test('on a computer the OTP set-up offers no link into an app (the phone scans the code)', async ({
  page,
}) => {
  await signInDirectly(page.request, FIXTURE_EMAILS.standard)
  await page.goto('/mypage/multi-factor/otp')
  await expect(page.getByRole('img', { name: '認証アプリに登録するQRコード' })).toBeVisible()
  await expect(page.getByRole('link', { name: '認証アプリで開く' })).toHaveCount(0)
})

test('set-up pages of a type already on, and the backup codes without multi-factor, lead back to the top', async ({
  page,
}) => {
  await signInDirectly(page.request, FIXTURE_EMAILS.multiFactor)
  await page.goto('/mypage/multi-factor/otp')
  await expect(page).toHaveURL('/mypage/multi-factor')
  await page.context().clearCookies()
  await signInDirectly(page.request, FIXTURE_EMAILS.standard)
  await page.goto('/mypage/multi-factor/backup-code')
  await expect(page).toHaveURL('/mypage/multi-factor')
  await page.goto('/mypage/multi-factor/complete')
  await expect(page).toHaveURL('/mypage/multi-factor')
})

for (const type of ['email', 'sms'] as const) {
  test(`${type} set-up can be done by keyboard alone on a direct load`, async ({ page, mock }) => {
    await mock.reset('mfa-all')
    await signInDirectly(page.request, FIXTURE_EMAILS.standard)
    await page.goto(`/mypage/multi-factor/${type}`)
    const enable = page.getByRole('button', { name: '有効にする' })
    const focused = () => enable.evaluate((button) => button === document.activeElement)
    for (let presses = 0; presses < 60 && !(await focused()); presses++) {
      await page.keyboard.press('Tab')
    }
    await expect(enable).toBeFocused()
    await page.keyboard.press('Enter')
    // The account's first type: its backup codes come next.
    await expect(page).toHaveURL('/mypage/multi-factor/backup-code/generate')
  })
}
