import type { Page } from '@playwright/test'
import {
  FIXTURE_EMAILS,
  FIXTURE_PASSWORDS,
  lastMessage,
  signInDirectly,
} from '../support/auth-flows'
import { pressSubmit } from '../support/deferred-forms'
import { expect, test } from '../support/test'

const passwordField = (page: Page) =>
  page.getByLabel('パスワード 必須', { exact: true }).and(page.locator('input[type="password"]'))

test('re-authenticates with the password, then returns to returnTo', async ({ page }) => {
  await signInDirectly(page.request, FIXTURE_EMAILS.standard)
  await page.goto('/mypage/reauthorize?returnTo=%2Fapp%2Flicenses')
  await expect(page.getByRole('heading', { level: 1, name: '本人確認' })).toBeVisible()
  // The form's first use: the press is made once its code has arrived (decision 0020).
  await pressSubmit(page.getByRole('button', { name: '本人確認する' }))
  await expect(page.getByText('パスワードを入力してください。')).toBeVisible()
  await passwordField(page).fill(FIXTURE_PASSWORDS.standard)
  await page.getByRole('button', { name: '本人確認する' }).click()
  await expect(page).toHaveURL('/app/licenses')
})

test('says a wrong password is wrong', async ({ page }) => {
  await signInDirectly(page.request, FIXTURE_EMAILS.standard)
  await page.goto('/mypage/reauthorize?returnTo=%2Fapp%2Flicenses')
  await passwordField(page).fill('Wrong2026!')
  await page.getByRole('button', { name: '本人確認する' }).click()
  await expect(page.getByText('パスワードが正しくありません。')).toBeVisible()
})

test('re-authenticates with an e-mailed code, resent on request', async ({ page, mock }) => {
  await signInDirectly(page.request, FIXTURE_EMAILS.standard)
  await page.goto('/mypage/reauthorize?returnTo=%2Fapp%2Flicenses')
  await page.getByText('認証コード', { exact: true }).click()
  await page.getByRole('button', { name: '認証コードを送信' }).click()
  await expect(page.getByRole('button', { name: /コードを再送信（\d+秒後に可能）/ })).toBeDisabled()
  const { code } = await lastMessage(mock, 'reauthorize')
  const field = page.getByRole('textbox', { name: '認証コード' })
  await field.fill(code === '000000' ? '111111' : '000000')
  await page.getByRole('button', { name: '本人確認する' }).click()
  await expect(page.getByText('認証に失敗しました。')).toBeVisible()
  await field.fill(code!)
  await page.getByRole('button', { name: '本人確認する' }).click()
  await expect(page).toHaveURL('/app/licenses')
})

test('a member without a password gets the code at once', async ({ page, mock }) => {
  await signInDirectly(page.request, FIXTURE_EMAILS.externalOnly)
  await page.goto('/mypage/reauthorize?returnTo=%2Fapp%2Flicenses')
  await expect(
    page.getByText(`${FIXTURE_EMAILS.externalOnly} 宛に認証コードを送信しました。`, {
      exact: false,
    }),
  ).toBeVisible()
  const { code } = await lastMessage(mock, 'reauthorize')
  await page.getByRole('textbox', { name: '認証コード' }).fill(code!)
  await page.getByRole('button', { name: '本人確認する' }).click()
  await expect(page).toHaveURL('/app/licenses')
})

test('never returns to another site (open redirect)', async ({ page }) => {
  await signInDirectly(page.request, FIXTURE_EMAILS.standard)
  await page.goto('/mypage/reauthorize?returnTo=https%3A%2F%2Fevil.example%2F')
  await passwordField(page).fill(FIXTURE_PASSWORDS.standard)
  await page.getByRole('button', { name: '本人確認する' }).click()
  await expect(page).toHaveURL('/mypage')
})

test('a guest is sent to sign in first, coming back afterwards', async ({ page }) => {
  await page.goto('/mypage/reauthorize?returnTo=%2Fapp%2Flicenses')
  await expect(page).toHaveURL(/\/login\?returnTo=/)
})
