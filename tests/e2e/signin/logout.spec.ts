import { FIXTURE_EMAILS, signInDirectly } from '../support/auth-flows'
import { expect, test } from '../support/test'

test('logs out after the confirmation, then moves to the top after 10 seconds', async ({
  page,
  context,
}) => {
  await signInDirectly(page.request, FIXTURE_EMAILS.standard)
  // Paused: only fastForward moves time, however long the steps before it take on a busy machine.
  const start = Date.now()
  await page.clock.install({ time: start })
  await page.clock.pauseAt(start + 1_000)
  await page.goto('/logout')
  await expect(page.getByRole('heading', { level: 1, name: 'ログアウトしますか？' })).toBeVisible()
  // The store has login IDs off: the member's login ID does not sign in, so it is not mentioned.
  await expect(
    page.getByText('次回はメールアドレスとパスワードでログインしてください。'),
  ).toBeVisible()
  await page.getByRole('button', { name: 'ログアウト', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'ログアウトしました' })).toBeVisible()
  expect(
    (await context.cookies()).some((cookie) => cookie.name === 'account_id' && cookie.value),
  ).toBe(false)
  await expect(page.getByRole('status')).toHaveText('10秒後にトップページへ移動します。')
  await page.clock.fastForward(9_000)
  await expect(page.getByRole('status')).toHaveText('1秒後にトップページへ移動します。')
  await expect(page).toHaveURL('/logout')
  await page.clock.fastForward(1_000)
  await expect(page).toHaveURL('/')
  await page.clock.resume() // the accessibility check after the test waits on timers
})

test('with login IDs on, the text names the login ID, in the words My Page uses', async ({
  page,
  mock,
}) => {
  await mock.reset('login-id-on')
  await signInDirectly(page.request, FIXTURE_EMAILS.standard)
  await page.goto('/logout')
  await expect(
    page.getByText('次回はメールアドレスまたはログインIDとパスワードでログインしてください。'),
  ).toBeVisible()
})

test('cancel goes back to where the member came from', async ({ page, baseURL }) => {
  await signInDirectly(page.request, FIXTURE_EMAILS.standard)
  await page.goto('/app/licenses')
  await page.goto('/logout', { referer: new URL('/app/licenses', baseURL).href })
  await page.getByRole('link', { name: 'キャンセル' }).click()
  await expect(page).toHaveURL('/app/licenses')
})

test('cancel without a page to go back to leads to My Page', async ({ page }) => {
  await signInDirectly(page.request, FIXTURE_EMAILS.standard)
  await page.goto('/logout')
  await expect(page.getByRole('link', { name: 'キャンセル' })).toHaveAttribute('href', '/mypage')
})

test('warns a member whose e-mail address is unverified', async ({ page }) => {
  await signInDirectly(page.request, FIXTURE_EMAILS.unverified)
  await page.goto('/logout')
  await expect(page.getByText('メールアドレスの確認が済んでいません')).toBeVisible()
  await expect(page.getByRole('link', { name: 'メールアドレスを確認する' })).toHaveAttribute(
    'href',
    '/mypage/email/verify',
  )
  await expect(page.getByRole('link', { name: 'メールアドレスを変更する' })).toHaveAttribute(
    'href',
    '/mypage/email/edit',
  )
  await expect(
    page.getByText('次回はメールアドレスとパスワードでログインしてください。'),
  ).toBeVisible()
})

test('words the confirmation for a member with external accounts only', async ({ page }) => {
  await signInDirectly(page.request, FIXTURE_EMAILS.externalOnly)
  await page.goto('/logout')
  await expect(
    page.getByText('次回は連携している外部アカウントでログインしてください。'),
  ).toBeVisible()
})

test('a logout that fails says so and keeps the member signed in', async ({ page, mock }) => {
  await signInDirectly(page.request, FIXTURE_EMAILS.standard)
  await page.goto('/logout')
  await mock.fault({ method: 'POST', path: '/logout', status: 500 })
  await page.getByRole('button', { name: 'ログアウト', exact: true }).click()
  await expect(page.getByRole('alert')).toContainText('エラーが発生しました')
  await expect(page).toHaveURL('/logout')
})

test('a guest who has not just logged out is sent to the top, not told they logged out', async ({
  page,
}) => {
  await page.goto('/logout')
  await expect(page).toHaveURL('/')
  await expect(page.getByRole('heading', { level: 1, name: 'ログアウトしました' })).toHaveCount(0)
})
