import type { Page } from '@playwright/test'
import { Secret, TOTP } from 'otpauth'
import { setMockClock } from '../support/auth-flows'
import { expect } from '../support/test'

/** The mock clock stands still here while a test types one-time passwords. */
export const CLOCK = '2026-11-25T10:00:10+09:00'

/** What the member's authenticator app shows for `secret` at the (stopped) mock clock. */
export const otpAt = (secret: string, instant = CLOCK) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: Date.parse(instant),
  })

/** Opens /mypage/multi-factor and waits for its heading. */
export async function openMultiFactor(page: Page) {
  await page.goto('/mypage/multi-factor')
  await expect(page.getByRole('heading', { level: 1, name: '2段階認証' })).toBeVisible()
}

/** The row of one type on /mypage/multi-factor. */
export const factorRow = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByText(name, { exact: true }) })

/** Confirms disabling `name` in the modal and lands on the completion. */
export async function disableFactor(page: Page, name: string) {
  await page.getByRole('button', { name: `${name}による2段階認証を無効にする` }).click()
  const dialog = page.getByRole('dialog', { name: `${name}による2段階認証を無効にしますか？` })
  await dialog.getByRole('button', { name: '無効にする' }).click()
  await expect(page).toHaveURL('/mypage/multi-factor/complete')
  await expect(
    page.getByRole('heading', { level: 1, name: '2段階認証を無効にしました' }),
  ).toBeVisible()
  await expect(page.getByText(`${name}による2段階認証を無効にしました。`)).toBeVisible()
  await page.getByRole('link', { name: '2段階認証の設定へ戻る' }).click()
  await expect(factorRow(page, name).getByText('無効', { exact: true })).toBeVisible()
}

/** On the OTP set-up page: the secret shown for manual entry (grouped by four). */
export async function shownSecret(page: Page) {
  const text = await page.locator('code').first().textContent()
  return (text ?? '').replace(/\s+/g, '')
}

/** Enters the app's code on the OTP set-up page and submits it. */
export async function confirmOtp(page: Page, code: string) {
  await page.getByRole('textbox', { name: 'ワンタイムパスワード' }).fill(code)
  await page.getByRole('button', { name: '有効にする' }).click()
}

export { setMockClock }
