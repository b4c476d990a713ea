import type { Locator, Page } from '@playwright/test'
import { setMockClock } from '../support/auth-flows'
import { expect } from '../support/test'

/** The mock clock stands still from here while a test needs the re-authentication window. */
export const CLOCK = '2026-11-25T10:00:00+09:00'
/** 31 minutes later: the 30-minute re-authentication window has passed. */
export const CLOCK_AFTER_WINDOW = '2026-11-25T10:31:00+09:00'

/** Opens My Page and follows the row linking to `href` (the way a member gets there). */
export async function openFromTop(page: Page, href: string, heading: string) {
  await page.goto('/mypage')
  await page.locator(`main a[href="${href}"]`).first().click()
  await expect(page).toHaveURL(href)
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
}

/** A field found by its label (a required field's label ends with 必須). */
export const field = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${label}\\s*(必須)?$`))

/** The field shows `message` as its error. */
export async function expectFieldError(page: Page, input: Locator, message: string) {
  await expect(input).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByText(message, { exact: true })).toBeVisible()
}

/** Leaves the completion page by its button and lands on My Page. */
export async function backToMyPage(page: Page) {
  await page.getByRole('link', { name: 'マイページへ戻る' }).click()
  await expect(page).toHaveURL('/mypage')
  await expect(page.getByRole('heading', { level: 1, name: 'マイページ' })).toBeVisible()
}

/**
 * Lets the re-authentication window pass, then follows the notice a refused call opens to the
 * re-authentication and confirms with `password`; the member is back on `back` (its `heading`).
 */
export async function reauthenticateThroughNotice(
  page: Page,
  password: string,
  back: string,
  heading: string,
) {
  const notice = page.getByRole('dialog', { name: '手続きを続行できません' })
  await expect(notice.getByText('本人確認が必要です。')).toBeVisible()
  await notice.getByRole('link', { name: '最初からやり直す' }).click()
  await expect(page).toHaveURL(/\/mypage\/reauthorize\?returnTo=/)
  await setMockClock(page.request, CLOCK_AFTER_WINDOW)
  await page.getByRole('textbox', { name: 'パスワード 必須', exact: true }).fill(password)
  await page.getByRole('button', { name: '本人確認する' }).click()
  await expect(page).toHaveURL(back)
  // The address changes as the navigation starts; the page is there once its heading is.
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
}

export { setMockClock }
