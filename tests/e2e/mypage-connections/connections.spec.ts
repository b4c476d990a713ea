import type { Page } from '@playwright/test'
import { FIXTURE_EMAILS, signInDirectly } from '../support/auth-flows'
import { expect, test } from '../support/test'

async function openQuizDetail(page: Page) {
  await signInDirectly(page.request, FIXTURE_EMAILS.standard)
  await page.goto('/mypage/connections')
  await expect(page.getByRole('heading', { level: 1, name: '連携中のサービス' })).toBeVisible()
  await expect(page.getByRole('link', { name: /えいがログ/ })).toBeVisible()
  await page.getByRole('link', { name: /シネマクイズ/ }).click()
  await expect(page).toHaveURL('/mypage/connections/client/client_cinemaquiz')
  await expect(page.getByRole('heading', { level: 1, name: 'シネマクイズ' })).toBeVisible()
  await expect(page.getByText('提供元：株式会社シネマクイズ')).toBeVisible()
  await expect(page.getByText('連絡先メールアドレスを参照します。')).toBeVisible()
}

test('an app is disconnected after the confirmation, then gone from the list', async ({ page }) => {
  await openQuizDetail(page)
  await page.getByRole('button', { name: '連携を解除する' }).click()
  const dialog = page.getByRole('dialog', { name: 'シネマクイズとの連携を解除しますか？' })
  // The dialog's own close button has the same name: this is the one in its footer.
  await dialog.getByRole('button', { name: '閉じる' }).filter({ hasText: '閉じる' }).click()
  await expect(dialog).toBeHidden()
  await page.getByRole('button', { name: '連携を解除する' }).click()
  await dialog.getByRole('button', { name: '解除する' }).click()

  await expect(page).toHaveURL('/mypage/connections/client/revoke/complete')
  await expect(page.getByText('シネマクイズとの連携を解除しました。')).toBeVisible()
  await page.getByRole('link', { name: '連携中のサービスへ戻る' }).click()
  await expect(page).toHaveURL(/\/mypage\/connections\/?$/)
  await expect(page.getByRole('link', { name: /えいがログ/ })).toBeVisible()
  await expect(page.getByRole('link', { name: /シネマクイズ/ })).toHaveCount(0)
})

test('a failed disconnection closes the dialog and shows the list with the app', async ({
  page,
  mock,
}) => {
  await openQuizDetail(page)
  await mock.fault({ method: 'POST', path: '/zapi/oidc/revoke/grant/:grantId', status: 500 })
  await page.getByRole('button', { name: '連携を解除する' }).click()
  await page.getByRole('dialog').getByRole('button', { name: '解除する' }).click()

  await expect(page).toHaveURL('/mypage/connections')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByText('連携を解除できませんでした。')).toBeVisible()
  await expect(page.getByRole('link', { name: /シネマクイズ/ })).toBeVisible()
})

test('a member without connected apps is told so', async ({ page }) => {
  await signInDirectly(page.request, FIXTURE_EMAILS.multiFactor)
  await page.goto('/mypage/connections')
  await expect(
    page.getByText('アカウント情報の利用を許可しているサービスはありません。'),
  ).toBeVisible()
})

test.describe('in the native app', () => {
  test.use({ userAgent: 'Mozilla/5.0 PVS/3/1' })

  test('connected apps are not shown: the page sends the member to My Page', async ({ page }) => {
    await signInDirectly(page.request, FIXTURE_EMAILS.standard)
    await page.goto('/mypage/connections')
    await expect(page).toHaveURL('/mypage')
  })

  test("nor is one app's page: it sends the member to My Page too", async ({ page }) => {
    await signInDirectly(page.request, FIXTURE_EMAILS.standard)
    await page.goto('/mypage/connections/client/client_cinemaquiz')
    await expect(page).toHaveURL('/mypage')
    await expect(page.getByRole('heading', { level: 1, name: 'シネマクイズ' })).toHaveCount(0)
  })
})

test('with connected apps off in the store, the page sends the member to My Page', async ({
  page,
  mock,
}) => {
  await mock.reset('connections-off')
  await signInDirectly(page.request, FIXTURE_EMAILS.standard)
  await page.goto('/mypage/connections')
  await expect(page).toHaveURL('/mypage')
  await page.goto('/mypage/connections/client/client_cinemaquiz')
  await expect(page).toHaveURL('/mypage')
})

test("an app's name follows the page's language, as on the provider's screens", async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'locale', value: 'en', url: baseURL! }])
  await signInDirectly(page.request, FIXTURE_EMAILS.standard)
  await page.goto('/mypage/connections')
  await expect(page.getByRole('link', { name: /Eiga Log/ })).toBeVisible()
  await expect(page.getByText('えいがログ')).toHaveCount(0)
  await page.goto('/mypage/connections/client/client_eigalog')
  await expect(page.getByRole('heading', { level: 1, name: 'Eiga Log' })).toBeVisible()
})
