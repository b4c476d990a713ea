import type { APIRequestContext, Page } from '@playwright/test'
import { FIXTURE_EMAILS, FIXTURE_PASSWORDS } from '../../../mocks/fixtures/accounts'
import { MFA_MEMBER_BACKUP_CODES } from '../../../mocks/fixtures/security'
import { expect, mockControl } from './test'

export { FIXTURE_EMAILS, FIXTURE_PASSWORDS, MFA_MEMBER_BACKUP_CODES }

/** Stops the mock backend's clock at `instant` (ISO 8601), or lets it follow real time (null). */
export async function setMockClock(request: APIRequestContext, instant: string | null) {
  const response = await request.post(mockControl('/__mock/clock'), { data: { now: instant } })
  expect(response.ok()).toBe(true)
}

/** Signs a member in without the sign-in screens; pass `page.request`, whose cookies the page shares. */
export async function signInDirectly(request: APIRequestContext, email: string) {
  const response = await request.post(mockControl('/__mock/login'), { data: { email } })
  expect(response.ok()).toBe(true)
}

/**
 * The password form of /login, filled and sent. Its code loads with the page (decision 0025):
 * unless `{ native: true }` (a test of the post before any code runs), the form is sent
 * once hydrated (`novalidate`, decision 0011), by the JSON call a visitor's browser makes.
 */
export async function submitPasswordLogin(
  page: Page,
  identifier: string,
  password: string,
  { native = false }: { native?: boolean } = {},
) {
  const identifierField = page.getByRole('textbox', { name: /メールアドレス|ログインID/ })
  await identifierField.fill(identifier)
  if (!native) {
    await expect(identifierField.locator('xpath=ancestor::form')).toHaveAttribute('novalidate', '')
  }
  await page.getByLabel('パスワード 必須', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'ログイン', exact: true }).click()
}

type OutboxMessage = { to: string; purpose: string }

/**
 * The newest code or link the mock backend "sent" for `purpose` (to `to`, when given: waits for a
 * message to that address rather than taking an earlier one to another).
 */
export async function lastMessage<Message extends OutboxMessage>(
  mock: { outbox(): Promise<Message[]> },
  purpose: string,
  to?: string,
): Promise<Message> {
  let message: Message | undefined
  await expect
    .poll(async () => {
      message = (await mock.outbox()).findLast(
        (candidate) => candidate.purpose === purpose && (to === undefined || candidate.to === to),
      )
      return message
    })
    .toBeTruthy()
  return message!
}

/**
 * A code was sent at `sentAt` on both clocks (the page's installed): four minutes later, a reload
 * opens the resend at once and shows the advice 5 minutes after the send, not 5 minutes after the
 * reload (spec 01 §4, §9: the screen's `sentAt`).
 */
export async function expectSendTimeKeptOverReload(page: Page, sentAt: string) {
  await setMockClock(page.request, new Date(Date.parse(sentAt) + 4 * 60_000).toISOString())
  await page.clock.fastForward('04:00')
  await page.reload()
  await expect(page.getByRole('button', { name: 'コードを再送信', exact: true })).toBeEnabled()
  // The clock moves on only once the reloaded page runs (hydrated), as a visitor's would.
  await page.waitForLoadState('networkidle')
  const advice = page.getByText(/迷惑メールフォルダ/)
  await expect(advice).toHaveCount(0)
  await page.clock.fastForward(65_000)
  await expect(advice).toBeVisible()
}

/**
 * The resend's countdown moves on as the page's (installed) clock does: it runs, whatever else on
 * the page waits (a form whose code loads at first use). Returns the waiting resend button.
 */
export async function expectResendCountdownRuns(page: Page) {
  const waiting = page.getByRole('button', { name: /コードを再送信（\d+秒後に可能）/ })
  const before = await waiting.textContent()
  await page.clock.runFor(5_000)
  await expect(waiting).not.toHaveText(before!)
  return waiting
}
