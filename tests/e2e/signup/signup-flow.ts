import { choose } from '../support/deferred-forms'
import type { Page } from '@playwright/test'
import { lastMessage } from '../support/auth-flows'
import { expect, type MockBackend } from '../support/test'

export const NEW_PASSWORD = 'Sakura2027'

/** A fresh address: the mock keeps accounts between tests of one run only after a reset. */
export const newEmail = (name = 'signup') => `${name}.${Date.now()}@example.jp`

/** /signup (no policies in advance) → e-mail → PIN: ends on /signup/form. */
export async function verifyEmail(page: Page, mock: MockBackend, email: string) {
  await page.goto('/signup')
  await expect(page).toHaveURL('/signup/auth')
  await page.getByRole('link', { name: 'メールアドレスで登録' }).click()
  await page.getByRole('textbox', { name: 'メールアドレス' }).fill(email)
  await readPolicies(page)
  await expect(page.getByRole('button', { name: '認証コードを送信' })).toBeEnabled()
  await page.getByRole('button', { name: '認証コードを送信' }).click()
  await expect(page).toHaveURL('/signup/pin-code')
  const { code } = await lastMessage(mock, 'signUp')
  await page.getByRole('textbox', { name: '認証コード' }).fill(code!)
  await expect(page.getByRole('button', { name: '認証して次へ' })).toBeEnabled()
  await page.getByRole('button', { name: '認証して次へ' }).click()
  await expect(page).toHaveURL('/signup/form')
  await expect(page.getByRole('heading', { level: 1, name: '会員情報の入力' })).toBeVisible()
  await expect(page.getByRole('button', { name: '確認画面へ進む' })).toBeEnabled()
}

/**
 * The sign-up pages need JavaScript: their submit button is enabled once the form is hydrated —
 * with the page, or at its first use for a form whose code loads then (decision 0020) — and,
 * where the form shows policies, once they are read (readPolicies first).
 */
export const hydrated = (page: Page, submit: string) =>
  expect(page.getByRole('button', { name: submit })).toBeEnabled()

/** Scrolls every policy box to its end and ticks every external policy. */
export async function readPolicies(page: Page) {
  for (const box of await page.getByRole('main').getByRole('region').all()) {
    await box.evaluate((element) => element.scrollTo({ top: element.scrollHeight }))
  }
  for (const consent of await page.getByRole('checkbox', { name: /に同意する$/ }).all()) {
    await choose(consent)
  }
}

/** A text field of the sign-up form by its label, whatever its 必須 / 任意 mark. */
export const field = (page: Page, label: string) =>
  page.getByRole('textbox', { name: new RegExp(`^${label} (必須|任意)$`) })

/** The REQUIRED fields of the default registration setting, plus a password. */
export async function fillRequiredFields(page: Page, { birthday = '19900415' } = {}) {
  await field(page, 'パスワード').fill(NEW_PASSWORD)
  await field(page, 'パスワード（確認用）').fill(NEW_PASSWORD)
  await field(page, '姓').fill('山田')
  await field(page, '名').fill('花子')
  await field(page, 'セイ').fill('ヤマダ')
  await field(page, 'メイ').fill('ハナコ')
  await choose(page.getByRole('radio', { name: '女性' }))
  await field(page, '生年月日').fill(birthday)
}

export const toConfirm = (page: Page) =>
  page.getByRole('button', { name: '確認画面へ進む' }).click()
