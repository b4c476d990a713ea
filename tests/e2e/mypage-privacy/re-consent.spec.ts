import type { Page } from '@playwright/test'
import { FIXTURE_EMAILS, signInDirectly } from '../support/auth-flows'
import { expect, test } from '../support/test'

/** kenta agreed to terms revision 2; the store's terms are at revision 3. */
async function openReConsent(page: Page) {
  await signInDirectly(page.request, FIXTURE_EMAILS.unverified)
  await page.goto('/mypage/re-consent?returnTo=%2Fmypage%2Fplans')
  await expect(page.getByRole('heading', { level: 1, name: '規約への再同意' })).toBeVisible()
  const agree = page.getByRole('button', { name: '同意する' })
  await expect(agree).toBeDisabled()
  const terms = page.getByRole('main').getByRole('region', { name: '利用規約' })
  await expect(terms).toHaveAccessibleDescription('最後までスクロールしてお読みください。')
  await terms.evaluate((box) => box.scrollTo({ top: box.scrollHeight - box.clientHeight - 10 }))
  await expect(terms).toHaveAccessibleDescription('最後までお読みいただきました。')
  // The privacy policy was agreed at its current revision: nothing to tick.
  await expect(page.getByRole('checkbox')).toHaveCount(0)
  await expect(agree).toBeEnabled()
  return agree
}

test('the member behind on the terms reads them, agrees and goes back', async ({ page }) => {
  const agree = await openReConsent(page)
  await agree.click()
  await expect(page).toHaveURL('/mypage/plans')
  // Nothing is left to agree to: the page's screen data now sends the member on.
  const screen = await page.request.get('/zapi/internal/mypage/re-consent/screen-data')
  expect(await screen.json()).toEqual({ redirectTo: '/mypage' })
})

test('terms published meanwhile open the modal whose button reloads the page', async ({
  page,
  mock,
}) => {
  const agree = await openReConsent(page)
  await mock.fault({
    method: 'POST',
    path: '/zapi/account/policy/re-consent',
    status: 409,
    body: {
      code: 'INVALID_REQUEST',
      message: '規約が更新されました。最新の規約に再度同意してください。',
      requestId: 'req_e2e',
    },
  })
  await agree.click()
  const dialog = page.getByRole('dialog', { name: '規約が更新されました' })
  await expect(dialog).toBeVisible()
  await expect(page.getByText('エラーが発生しました。')).toHaveCount(0)
  await Promise.all([
    page.waitForEvent('load'),
    dialog.getByRole('button', { name: '再読み込み' }).click(),
  ])
  await expect(page.getByRole('heading', { level: 1, name: '規約への再同意' })).toBeVisible()
  await expect(dialog).toBeHidden()
})

test('any other failure says エラーが発生しました。', async ({ page, mock }) => {
  const agree = await openReConsent(page)
  await mock.fault({ method: 'POST', path: '/zapi/account/policy/re-consent', status: 500 })
  await agree.click()
  await expect(page.getByRole('alert')).toContainText('エラーが発生しました。')
  await expect(page).toHaveURL(/\/mypage\/re-consent/)
})

test('policies the server finds not agreed take the focus, with the error under them', async ({
  page,
  mock,
}) => {
  const agree = await openReConsent(page)
  await mock.fault({
    method: 'POST',
    path: '/zapi/account/policy/re-consent',
    status: 400,
    body: {
      code: 'VALIDATION_ERROR',
      message: '入力内容に誤りがあります。',
      errors: [
        { field: 'policyConsentData', code: 'VALIDATION_ERROR', message: '同意が必須です。' },
      ],
    },
  })
  await agree.click()
  const policies = page.locator('[aria-invalid="true"]', { hasText: '利用規約' })
  await expect(policies).toBeFocused()
  await expect(policies).toHaveAccessibleDescription('同意が必須です。')
  await expect(page).toHaveURL(/\/mypage\/re-consent/)
})
