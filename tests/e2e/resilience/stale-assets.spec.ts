import { FIXTURE_EMAILS, signInDirectly } from '../support/auth-flows'
import { expect, test } from '../support/test'

test('a page left open over a deploy loads afresh instead of failing on a missing chunk', async ({
  page,
}) => {
  await signInDirectly(page.request, FIXTURE_EMAILS.standard)
  await page.goto('/mypage')
  await page.waitForLoadState('networkidle')
  // The build the page came from is gone: its next chunk answers 404, as after a deploy.
  await page.route('**/assets/*.js', (route) => route.fulfill({ status: 404, body: 'Not Found' }), {
    times: 1,
  })
  await page
    .getByRole('navigation', { name: 'マイページメニュー' })
    .getByRole('link', { name: 'お支払い履歴' })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: 'お支払い履歴' })).toBeVisible()
  await expect(page).toHaveURL('/mypage/payment-history')
})
