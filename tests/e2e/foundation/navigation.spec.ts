import type { Page } from '@playwright/test'
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

test('screen data that is only a flowError shows the notice, not a page without its data', async ({
  page,
  mock,
}) => {
  const onlyFlowError = {
    flowError: { redirectTo: '/signup', message: 'お手続きの期限が切れました。' },
  }
  await mock.fault({ method: 'GET', path: '/zapi/internal/plans/screen-data', body: onlyFlowError })
  const response = await page.goto('/plans')
  expect(response?.status()).toBe(200)
  const dialog = page.getByRole('dialog', { name: '手続きを続行できません' })
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText('お手続きの期限が切れました。')
  await expect(dialog.getByRole('link', { name: '最初からやり直す' })).toHaveAttribute(
    'href',
    '/signup',
  )
  await expect(page.getByText('エラーコード')).toHaveCount(0)

  // The same when the page is reached in the app, without loading a document.
  await page.goto('/')
  await mock.fault({ method: 'GET', path: '/zapi/internal/plans/screen-data', body: onlyFlowError })
  await page.getByRole('link', { name: 'プラン一覧' }).first().click()
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('link', { name: '最初からやり直す' })).toHaveAttribute(
    'href',
    '/signup',
  )
})

test.describe('before the page runs', () => {
  test.use({ awaitHydration: false })

  test('screen data that is only a flowError is the notice in plain HTML', async ({
    page,
    mock,
  }) => {
    await mock.fault({
      method: 'GET',
      path: '/zapi/internal/plans/screen-data',
      body: { flowError: { redirectTo: '/signup' } },
    })
    await page.route(/\.js$/, (route) => route.abort())
    await page.goto('/plans', { waitUntil: 'domcontentloaded' })
    const notice = page.getByRole('alert').filter({ hasText: '手続きを続行できません' })
    await expect(notice.getByRole('link', { name: '最初からやり直す' })).toHaveAttribute(
      'href',
      '/signup',
    )
  })
})

for (const offsite of ['//evil.example/phish', '/..//evil.example/phish']) {
  test(`a redirectTo to another site is never followed: ${offsite}`, async ({ page, mock }) => {
    await mock.fault({
      method: 'GET',
      path: '/zapi/internal/screen-data',
      body: { redirectTo: offsite },
    })
    await page.goto('/')
    await expect(page).toHaveURL('/')
  })
}

test('a redirectTo to a page of this site is followed', async ({ page, mock }) => {
  await mock.fault({
    method: 'GET',
    path: '/zapi/internal/screen-data',
    body: { redirectTo: '/app/licenses' },
  })
  await page.goto('/')
  await expect(page).toHaveURL('/app/licenses')
})

/** Ways to leave the top page: a new document, or the app's own navigation (router history). */
const LEAVING_THE_TOP_PAGE: Record<string, (page: Page) => Promise<unknown>> = {
  'loading another document': (page) => page.goto('/app/licenses'),
  'a link of the app': async (page) => {
    await page.getByRole('link', { name: 'プラン一覧' }).first().click()
    await expect(page).toHaveURL('/plans')
  },
}

for (const [how, leave] of Object.entries(LEAVING_THE_TOP_PAGE)) {
  test(`coming back after the account changed reloads the page (left by ${how})`, async ({
    page,
    context,
    baseURL,
  }) => {
    await page.goto('/')
    await leave(page)
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
}
