import { FIXTURE_EMAILS, FIXTURE_PASSWORDS, submitPasswordLogin } from '../support/auth-flows'
import { expect, test } from '../support/test'

/**
 * Run by scripts/scale-out.sh only: two site processes behind nginx (round robin) share one mock
 * backend process. nginx names the process that answered in `X-Upstream`.
 */
test.skip(!process.env.E2E_SCALE_OUT, 'needs the two-process set-up of scripts/scale-out.sh')

test('sign in, change a setting and see it, with requests spread over both sites', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const upstreams = new Set<string>()
  page.on('response', (response) => {
    const upstream = response.headers()['x-upstream']
    if (upstream) upstreams.add(upstream)
  })
  await page.goto('/login')
  await submitPasswordLogin(page, FIXTURE_EMAILS.standard, FIXTURE_PASSWORDS.standard)
  await expect(page).not.toHaveURL(/\/login/, { timeout: 30_000 })

  await page.goto('/mypage/consent?type=privacy')
  const toggle = page.getByRole('switch', { name: '視聴履歴に基づく広告の配信' })
  await expect(toggle).toBeChecked()
  await toggle.click({ force: true })
  await expect(page.getByText('設定を変更しました。')).toBeVisible({ timeout: 20_000 })

  for (let load = 0; load < 3; load += 1) {
    await page.reload()
    await expect(page.getByRole('switch', { name: '視聴履歴に基づく広告の配信' })).not.toBeChecked()
  }
  expect([...upstreams].sort()).toEqual((process.env.E2E_SCALE_OUT ?? '').split(',').sort())
})
