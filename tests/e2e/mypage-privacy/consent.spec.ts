import type { Page } from '@playwright/test'
import { FIXTURE_EMAILS, signInDirectly } from '../support/auth-flows'
import { expect, test } from '../support/test'

const option = (page: Page, title: string) => page.getByRole('listitem').filter({ hasText: title })

async function openConsent(page: Page, type: string) {
  await signInDirectly(page.request, FIXTURE_EMAILS.standard)
  await page.goto(`/mypage/consent?type=${type}`)
}

test('privacy: explained, linked to the policy, and each toggle saves its value', async ({
  page,
}) => {
  await openConsent(page, 'privacy')
  await expect(page.getByRole('heading', { level: 1, name: 'プライバシー管理' })).toBeVisible()
  // The store's privacy policy is external: it opens in a new tab.
  const policy = page.getByRole('main').getByRole('link', { name: 'プライバシーポリシー' })
  await expect(policy).toHaveAttribute('href', 'https://www.example.jp/privacy')
  await expect(policy).toHaveAttribute('target', '_blank')
  const ads = option(page, '視聴履歴に基づく広告の配信')
  await expect(ads).toContainText('有効')
  await expect(ads).toContainText('視聴履歴をもとに、おすすめの作品や広告を表示します。')
  const toggle = page.getByRole('switch', { name: '視聴履歴に基づく広告の配信' })
  await expect(toggle).toBeChecked()
  // page.goto waited for hydration: one click saves. (A retried click could toggle it back.)
  await toggle.click({ force: true })
  await expect(page.getByText('設定を変更しました。')).toBeVisible()
  await expect(toggle).not.toBeChecked()
  await expect(ads).toContainText('無効')

  await page.reload()
  await expect(page.getByRole('switch', { name: '視聴履歴に基づく広告の配信' })).not.toBeChecked()
})

test('newsletter: a failed save keeps the value and says so', async ({ page, mock }) => {
  await openConsent(page, 'newsletter')
  await expect(page.getByRole('heading', { level: 1, name: 'メールマガジン' })).toBeVisible()
  await expect(
    page.getByRole('main').getByRole('link', { name: 'プライバシーポリシー' }),
  ).toHaveCount(0)
  const campaign = page.getByRole('switch', { name: 'キャンペーン・特典のお知らせ' })
  await expect(campaign).not.toBeChecked()
  await campaign.click({ force: true })
  await expect(page.getByText('設定を変更しました。')).toBeVisible()
  await expect(campaign).toBeChecked()
  await expect(option(page, 'キャンペーン・特典のお知らせ')).toContainText('有効')

  await mock.fault({ method: 'POST', path: '/zapi/account/consent', status: 500, delayMs: 2000 })
  await campaign.click({ force: true })
  await expect(campaign).toBeDisabled()
  await expect(page.getByText('設定を変更できませんでした。')).toBeVisible()
  await expect(campaign).toBeEnabled()
  await expect(campaign).toBeChecked()
})

test('a type other than newsletter or privacy is not found', async ({ page }) => {
  await signInDirectly(page.request, FIXTURE_EMAILS.standard)
  const response = await page.goto('/mypage/consent?type=marketing')
  expect(response?.status()).toBe(404)
})

for (const [scenario, type] of [
  ['newsletter-off', 'newsletter'],
  ['privacy-off', 'privacy'],
] as const) {
  test(`with ${type} off in the store, the page sends the member to My Page`, async ({
    page,
    mock,
  }) => {
    await mock.reset(scenario)
    await openConsent(page, type)
    await expect(page).toHaveURL('/mypage')
  })
}
