import { expect, test } from '../support/test'

test('screen data carrying a flowError opens the notice with its restart link', async ({
  page,
  mock,
}) => {
  await mock.fault({
    method: 'GET',
    path: '/zapi/internal/screen-data',
    body: {
      isSignedIn: false,
      displayName: null,
      showPlanList: true,
      isSignupEnabled: true,
      flowError: { redirectTo: '/signup' },
    },
  })
  await page.goto('/')
  const dialog = page.getByRole('dialog', { name: '手続きを続行できません' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('link', { name: '最初からやり直す' })).toHaveAttribute(
    'href',
    '/signup',
  )
})

test('a redirectTo to another site is never followed', async ({ page, mock }) => {
  await mock.fault({
    method: 'GET',
    path: '/zapi/internal/screen-data',
    body: { redirectTo: '//evil.example/phish' },
  })
  await page.goto('/')
  await expect(page).toHaveURL('/')
})

test('a redirectTo to a page of this site is followed', async ({ page, mock }) => {
  await mock.fault({
    method: 'GET',
    path: '/zapi/internal/screen-data',
    body: { redirectTo: '/app/licenses' },
  })
  await page.goto('/')
  await expect(page).toHaveURL('/app/licenses')
})

test('coming back to a page after the account changed reloads it', async ({
  page,
  context,
  baseURL,
}) => {
  await page.goto('/')
  await page.goto('/app/licenses')
  // Another tab signed in: the account cookie no longer matches the page's authId.
  await context.addCookies([{ name: 'account_id', value: 'someone-else', url: baseURL! }])
  const reloadLogged = page.waitForEvent('console', (message) =>
    message.text().includes('Reloading due to authentication check failure'),
  )
  await page.goBack()
  await reloadLogged
  await page.waitForLoadState('load')
  await expect(page).toHaveURL('/')
})
