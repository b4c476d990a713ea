import type { APIRequestContext, Page } from '@playwright/test'
import {
  FIXTURE_EMAILS,
  expectSendTimeKeptOverReload,
  lastMessage,
  setMockClock,
} from '../support/auth-flows'
import { expect, test } from '../support/test'

const T0 = '2026-11-22T10:00:00+09:00'
const at = (seconds: number) => new Date(Date.parse(T0) + seconds * 1000).toISOString()

async function requestCode(page: Page, email: string) {
  await page.getByRole('textbox', { name: 'メールアドレス' }).fill(email)
  await page.getByRole('button', { name: '認証コードを送信' }).click()
}

/** The browser's and the backend's clocks stopped at T0, a code requested for the standard member. */
async function requestCodeAtT0(page: Page, request: APIRequestContext) {
  await setMockClock(request, T0)
  await page.clock.install({ time: T0 })
  await page.goto('/login/code')
  await requestCode(page, FIXTURE_EMAILS.standard)
}

test('signs in with the e-mailed code, then goes to returnTo', async ({ page, mock }) => {
  await page.goto('/login?returnTo=%2Fapp%2Flicenses')
  await page.getByRole('link', { name: 'メールで届く認証コードでログイン' }).click()
  await expect(page.getByRole('heading', { level: 1, name: '認証コードでログイン' })).toBeVisible()
  await requestCode(page, FIXTURE_EMAILS.standard)
  const { code } = await lastMessage(mock, 'login')
  await page.getByRole('textbox', { name: '認証コード' }).fill(code!)
  await page.getByRole('button', { name: 'ログイン', exact: true }).click()
  await expect(page).toHaveURL('/app/licenses')
})

test("says '認証に失敗しました。' on a wrong code and waits for a different one", async ({
  page,
  mock,
}) => {
  await page.goto('/login/code')
  await requestCode(page, FIXTURE_EMAILS.standard)
  const { code } = await lastMessage(mock, 'login')
  const wrong = code === '000000' ? '111111' : '000000'
  const field = page.getByRole('textbox', { name: '認証コード' })
  const submit = page.getByRole('button', { name: 'ログイン', exact: true })
  await field.fill(wrong)
  await submit.click()
  await expect(page.getByText('認証に失敗しました。')).toBeVisible()
  await expect(submit).toBeDisabled()
  await field.fill(code!)
  await expect(submit).toBeEnabled()
})

test('answers the same for an address without an account', async ({ page, mock }) => {
  await page.goto('/login/code')
  await requestCode(page, 'nobody@example.jp')
  await expect(
    page.getByText('nobody@example.jp 宛に認証コードを送信しました。', { exact: false }),
  ).toBeVisible()
  expect((await mock.outbox()).filter((message) => message.to === 'nobody@example.jp')).toEqual([])
})

test('keeps the code step over a reload, and lets the address be changed', async ({ page }) => {
  await page.goto('/login/code')
  await requestCode(page, FIXTURE_EMAILS.standard)
  await expect(page.getByRole('textbox', { name: '認証コード' })).toBeVisible()
  await page.reload()
  await expect(
    page.getByText(`${FIXTURE_EMAILS.standard} 宛に認証コードを送信しました。`, { exact: false }),
  ).toBeVisible()
  await page.getByRole('button', { name: 'メールアドレスを変更する' }).click()
  await expect(page.getByRole('textbox', { name: 'メールアドレス' })).toBeVisible()
})

test('resend waits out the 30-second countdown; advice after 5 minutes', async ({
  page,
  mock,
  request,
}) => {
  await requestCodeAtT0(page, request)
  const waiting = page.getByRole('button', { name: /コードを再送信（\d+秒後に可能）/ })
  await expect(waiting).toBeDisabled()
  await page.clock.fastForward(20_000)
  await expect(waiting).toBeDisabled()
  await page.clock.fastForward(10_000)
  const resend = page.getByRole('button', { name: 'コードを再送信', exact: true })
  await expect(resend).toBeEnabled()
  await expect(page.getByText(/迷惑メールフォルダ/)).toHaveCount(0)

  await setMockClock(request, at(31))
  const sentBefore = (await mock.outbox()).length
  await resend.click()
  await expect(page.getByRole('button', { name: 'コードを再送信（30秒後に可能）' })).toBeDisabled()
  expect((await mock.outbox()).length).toBe(sentBefore + 1)

  await page.clock.fastForward('05:00')
  await expect(page.getByText(/迷惑メールフォルダ/)).toBeVisible()
})

test('a resend the backend refuses as too early (429) waits out its Retry-After', async ({
  page,
  request,
  mock,
}) => {
  // Only the browser's clock moves on: the backend's stays at T0, within its 30 seconds.
  await requestCodeAtT0(page, request)
  await page.clock.fastForward(31_000)
  const sentBefore = (await mock.outbox()).length
  await page.getByRole('button', { name: 'コードを再送信', exact: true }).click()
  const waiting = page.getByRole('button', { name: /コードを再送信（\d+秒後に可能）/ })
  await expect(waiting).toBeDisabled()
  await expect(page.getByRole('alert')).toHaveCount(0)
  expect((await mock.outbox()).length).toBe(sentBefore)
})

test('a reload keeps when the code was sent: resend open, the advice 5 minutes after the send', async ({
  page,
  request,
}) => {
  await requestCodeAtT0(page, request)
  await expect(page.getByRole('button', { name: /コードを再送信（\d+秒後に可能）/ })).toBeDisabled()

  await expectSendTimeKeptOverReload(page, T0)
})

test('a reloaded code page counts down and resends; the new code signs in', async ({
  page,
  mock,
  request,
}) => {
  await requestCodeAtT0(page, request)
  await expect(page.getByRole('textbox', { name: '認証コード' })).toBeVisible()
  await page.reload()
  const waiting = page.getByRole('button', { name: /コードを再送信（\d+秒後に可能）/ })
  await expect(waiting).toBeDisabled()
  const shown = await waiting.textContent()
  await page.clock.fastForward(2_000)
  await expect(waiting).not.toHaveText(shown!)
  await page.clock.fastForward(30_000)
  const resend = page.getByRole('button', { name: 'コードを再送信', exact: true })
  await expect(resend).toBeEnabled()

  await setMockClock(request, at(32))
  const sentBefore = (await mock.outbox()).length
  await resend.click()
  await expect(page.getByText('認証コードを再送信しました。')).toBeVisible()
  await expect(waiting).toBeDisabled()
  expect((await mock.outbox()).length).toBe(sentBefore + 1)
  const { code } = await lastMessage(mock, 'login')
  await page.getByRole('textbox', { name: '認証コード' }).fill(code!)
  await page.getByRole('button', { name: 'ログイン', exact: true }).click()
  await expect(page).toHaveURL('/')
})

test.describe('in English', () => {
  test.use({ locale: 'en-US' })

  test("names the code 'verification code', not the store's Japanese name", async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'locale', value: 'en', url: baseURL! }])
    await page.goto('/login/code')
    const main = page.getByRole('main')
    await expect(
      main.getByRole('heading', { level: 1, name: 'Sign in with a verification code' }),
    ).toBeVisible()
    await main.getByRole('textbox', { name: 'Email address' }).fill(FIXTURE_EMAILS.standard)
    await main.getByRole('button', { name: 'Send verification code' }).click()
    await expect(
      main.getByText(
        `We sent a verification code to ${FIXTURE_EMAILS.standard}. Enter the verification code from the email.`,
      ),
    ).toBeVisible()
    await main.getByRole('button', { name: 'Sign in', exact: true }).click()
    await expect(main.getByText('Enter the verification code.')).toBeVisible()
    await expect(main.getByRole('textbox', { name: 'Verification code' })).toBeVisible()
    await expect(main).not.toContainText(/[\u3040-\u30ff\u4e00-\u9fff]/)
  })
})
