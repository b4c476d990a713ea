import { choose } from '../support/deferred-forms'
import type { Page } from '@playwright/test'
import {
  FIXTURE_EMAILS,
  FIXTURE_PASSWORDS,
  MFA_MEMBER_BACKUP_CODES,
  expectSendTimeKeptOverReload,
  lastMessage,
  setMockClock,
  submitPasswordLogin,
} from '../support/auth-flows'
import { expect, test } from '../support/test'

const T0 = '2026-11-22T10:00:00+09:00'
const at = (seconds: number) => new Date(Date.parse(T0) + seconds * 1000).toISOString()

async function startMultiFactorSignIn(page: Page, returnTo = '/app/licenses') {
  await page.goto(`/login?returnTo=${encodeURIComponent(returnTo)}`)
  await submitPasswordLogin(page, FIXTURE_EMAILS.multiFactor, FIXTURE_PASSWORDS.multiFactor)
  await expect(page).toHaveURL('/login/multi-factor')
  await expect(page.getByRole('heading', { level: 1, name: '2段階認証' })).toBeVisible()
}

test('a sign-in that needs a second factor finishes with the e-mailed code', async ({
  page,
  mock,
  context,
}) => {
  await startMultiFactorSignIn(page)
  await expect(
    page.getByRole('link', { name: /認証アプリのワンタイムパスワードを使う/ }),
  ).toContainText('優先')
  await page.getByRole('link', { name: /メールで確認コードを受け取る/ }).click()
  await expect(page.getByText(/t\*\*\*\*@example\.jp 宛にメールで送信した/)).toBeVisible()
  const { code } = await lastMessage(mock, 'multiFactorEmail')
  await page.getByRole('textbox', { name: /コード/ }).fill(code!)
  await page.getByRole('button', { name: '認証する' }).click()
  await expect(page).toHaveURL('/app/licenses')
  expect((await context.cookies()).some((cookie) => cookie.name === 'account_id')).toBe(true)
})

test('the texted code is resent once the 30-second countdown has run out, and the new one signs in', async ({
  page,
  mock,
}) => {
  await mock.reset('mfa-all')
  await setMockClock(page.request, T0)
  await page.clock.install({ time: T0 })
  await startMultiFactorSignIn(page)
  await page.getByRole('link', { name: /SMSで確認コードを受け取る/ }).click()
  await expect(page.getByText(/090\*+4321 宛にSMSで送信した/)).toBeVisible()
  const first = await lastMessage(mock, 'multiFactorSms')
  const waiting = page.getByRole('button', { name: /コードを再送信（\d+秒後に可能）/ })
  await expect(waiting).toBeDisabled()
  await page.waitForLoadState('networkidle')

  await page.clock.fastForward(31_000)
  await setMockClock(page.request, at(31))
  const resend = page.getByRole('button', { name: 'コードを再送信', exact: true })
  await resend.click()
  const resent = page.getByText('確認コードを再送信しました。', { exact: true })
  await expect(resent).toBeVisible()
  await expect(waiting).toBeDisabled()
  // Toasts of the sign-in flows stay 5 seconds (spec 01 §9), not My Page's 3.
  await page.clock.fastForward(4_000)
  await expect(resent).toBeVisible()
  await page.clock.fastForward(1_500)
  await expect(resent).toHaveCount(0)
  await expect
    .poll(async () => (await mock.outbox()).filter((m) => m.purpose === 'multiFactorSms').length)
    .toBe(2)
  const second = await lastMessage(mock, 'multiFactorSms')
  expect(second).not.toEqual(first)

  const advice = page.getByText(/迷惑メールフォルダ/)
  await expect(advice).toHaveCount(0)
  await page.clock.fastForward('05:00')
  await expect(advice).toBeVisible()
  await page.getByRole('textbox', { name: /コード/ }).fill(second.code!)
  await page.getByRole('button', { name: '認証する' }).click()
  await expect(page).toHaveURL('/app/licenses')
})

test('a second-factor resend refused as too early waits out its Retry-After; refused without a wait it says to try later', async ({
  page,
  mock,
}) => {
  // Only the browser's clock moves on: the backend still counts its 30 seconds.
  await page.clock.install()
  await startMultiFactorSignIn(page)
  await page.getByRole('link', { name: /メールで確認コードを受け取る/ }).click()
  await expect(page.getByText(/t\*\*\*\*@example\.jp 宛にメールで送信した/)).toBeVisible()
  await page.waitForLoadState('networkidle')
  await page.clock.fastForward(31_000)
  const sentBefore = (await mock.outbox()).length
  const resend = page.getByRole('button', { name: 'コードを再送信', exact: true })
  await resend.click()
  await expect(page.getByRole('button', { name: /コードを再送信（\d+秒後に可能）/ })).toBeDisabled()
  await expect(page.getByRole('alert')).toHaveCount(0)
  expect((await mock.outbox()).length).toBe(sentBefore)

  await mock.fault({
    method: 'POST',
    path: '/zapi/login/multi-factor/:type/re-send-code',
    times: 1,
    status: 429,
    body: { code: 'TRY_AGAIN_LATER', message: 'Too many codes', requestId: 'req_e2e_429' },
  })
  await page.clock.fastForward(31_000)
  await resend.click()
  await expect(page.getByRole('alert')).toContainText(
    'しばらく時間をおいてから再度お試しください。',
  )
})

test('the e-mailed second-factor code screen keeps its send time over a reload (advice 5 minutes after it)', async ({
  page,
}) => {
  await setMockClock(page.request, T0)
  await page.clock.install({ time: T0 })
  await startMultiFactorSignIn(page)
  await page.getByRole('link', { name: /メールで確認コードを受け取る/ }).click()
  await expect(page.getByRole('button', { name: /コードを再送信（\d+秒後に可能）/ })).toBeDisabled()

  await expectSendTimeKeptOverReload(page, T0)
})

test('takes exactly 6 digits for the one-time password', async ({ page }) => {
  await startMultiFactorSignIn(page)
  await page.getByRole('link', { name: /認証アプリのワンタイムパスワードを使う/ }).click()
  await page.getByRole('textbox', { name: 'ワンタイムパスワード' }).fill('12345')
  await page.getByRole('button', { name: '認証する' }).click()
  await expect(
    page.getByText('6桁のワンタイムパスワードを入力してください。', { exact: true }),
  ).toBeVisible()
})

test("says '認証に失敗しました。' on a wrong code", async ({ page }) => {
  await startMultiFactorSignIn(page)
  await page.getByRole('link', { name: /認証アプリのワンタイムパスワードを使う/ }).click()
  await page.getByRole('textbox', { name: 'ワンタイムパスワード' }).fill('000000')
  await page.getByRole('button', { name: '認証する' }).click()
  await expect(page.getByText('認証に失敗しました。')).toBeVisible()
  await expect(page.getByRole('button', { name: '認証する' })).toBeDisabled()
})

test('a remembered device skips the second factor next time', async ({ page }) => {
  await startMultiFactorSignIn(page)
  await page.getByRole('link', { name: /バックアップコードを使う/ }).click()
  await page.getByRole('textbox', { name: 'バックアップコード' }).fill(MFA_MEMBER_BACKUP_CODES[0]!)
  await choose(page.getByLabel(/このデバイスを信頼する/))
  await page.getByRole('button', { name: '認証する' }).click()
  await expect(page).toHaveURL('/app/licenses')

  await page.goto('/logout')
  await page.getByRole('button', { name: 'ログアウト', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'ログアウトしました' })).toBeVisible()

  await page.goto('/login?returnTo=%2Fapp%2Flicenses')
  await submitPasswordLogin(page, FIXTURE_EMAILS.multiFactor, FIXTURE_PASSWORDS.multiFactor)
  await expect(page).toHaveURL('/app/licenses')
})

test('without the remember-device choice the second factor is asked again', async ({ page }) => {
  await startMultiFactorSignIn(page)
  await page.getByRole('link', { name: /バックアップコードを使う/ }).click()
  await page.getByRole('textbox', { name: 'バックアップコード' }).fill(MFA_MEMBER_BACKUP_CODES[2]!)
  await page.getByRole('button', { name: '認証する' }).click()
  await expect(page).toHaveURL('/app/licenses')
  await page.goto('/logout')
  await page.getByRole('button', { name: 'ログアウト', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'ログアウトしました' })).toBeVisible()
  await startMultiFactorSignIn(page)
})

test('the second-factor screens lead back to /login without a waiting sign-in', async ({
  page,
}) => {
  await page.goto('/login/multi-factor')
  await expect(page).toHaveURL('/login')
  await page.goto('/login/multi-factor/otp')
  await expect(page).toHaveURL('/login')
})

test('an unknown second-factor type is a 404', async ({ page }) => {
  const response = await page.goto('/login/multi-factor/fax')
  expect(response?.status()).toBe(404)
})
