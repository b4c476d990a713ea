import { expect, test } from '../support/test'

test('signs in with an external account and comes back to returnTo', async ({ page, context }) => {
  await page.goto('/login?returnTo=%2Fapp%2Flicenses')
  await page.getByRole('link', { name: 'LINEでログイン' }).click()
  await expect(page).toHaveURL('/app/licenses')
  expect(
    (await context.cookies()).find((cookie) => cookie.name === 'account_id')?.value,
  ).toBeTruthy()
})

test('offers the external accounts for the action on /auth', async ({ page }) => {
  await page.goto('/auth?socialActionType=signup&returnTo=%2Fplans')
  await expect(
    page.getByRole('heading', { level: 1, name: '外部アカウントで新規登録' }),
  ).toBeVisible()
  await expect(page.getByRole('link', { name: 'Googleで新規登録' })).toHaveAttribute(
    'href',
    '/auth/authorize?userIdentifierType=Google&socialActionType=signup&returnTo=%2Fplans',
  )
})

test('an external account already linked to another account leads to the relate error', async ({
  page,
}) => {
  await page.goto('/auth?socialActionType=signup')
  await page.getByRole('link', { name: 'LINEで新規登録' }).click()
  await expect(page).toHaveURL('/social/relate/error')
  await expect(
    page.getByRole('heading', { level: 1, name: '外部アカウントの連携エラー' }),
  ).toBeVisible()
  await expect(
    page.getByText('このLINEアカウントは、すでに別のアカウントと連携されています。'),
  ).toBeVisible()
  await expect(page.getByRole('link', { name: '会員登録に戻る' })).toHaveAttribute(
    'href',
    '/signup/auth',
  )
})

test('a sign-in with an account nobody linked fails to relate', async ({ page }) => {
  await page.goto('/login')
  await page.getByRole('link', { name: 'Yahoo! JAPANでログイン' }).click()
  await expect(
    page.getByText(
      'Yahoo! JAPANアカウントとの連携に失敗しました。時間をおいて再度お試しください。',
    ),
  ).toBeVisible()
  await expect(page.getByRole('link', { name: 'ログイン画面に戻る' })).toHaveAttribute(
    'href',
    '/login',
  )
})

test('the relate error page without a failure goes to the top', async ({ page }) => {
  await page.goto('/social/relate/error')
  await expect(page).toHaveURL('/')
})

test('a stale return from the provider offers to start again', async ({ page }) => {
  await page.goto('/auth/callback?code=mock_line&state=st_stale')
  const dialog = page.getByRole('dialog', { name: '手続きを続行できません' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('link', { name: '最初からやり直す' })).toHaveAttribute(
    'href',
    '/login',
  )
})

test('a provider returning by form post is passed on to the callback', async ({ request }) => {
  const response = await request.post('/auth/callback/form', {
    form: { code: 'mock_line', state: 'st_1' },
    maxRedirects: 0,
  })
  expect(response.status()).toBe(303)
  expect(response.headers().location).toBe('/auth/callback?code=mock_line&state=st_1')
})
