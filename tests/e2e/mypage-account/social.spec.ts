import type { Page } from '@playwright/test'
import { FIXTURE_EMAILS, signInDirectly } from '../support/auth-flows'
import { expect, hydrated, pageScansDone, test, type MockBackend } from '../support/test'

// Pages reached through the provider's redirects (not page.goto, which waits for hydration) are
// awaited with hydrated() before a click: React swallows a click while it hydrates.
const external = (page: Page) => page.getByRole('region', { name: '外部アカウント連携' })

async function openTop(page: Page, email: string = FIXTURE_EMAILS.standard) {
  await signInDirectly(page.request, email)
  await page.goto('/mypage')
  await expect(external(page)).toBeVisible()
}

/** The next unlink answers `status` with this ApiError (none: the mock's default for the status). */
const failNextUnlink = (mock: MockBackend, status: number, error?: object) =>
  mock.fault({
    method: 'POST',
    path: '/zapi/auth/social/disable',
    status,
    ...(error ? { body: { requestId: 'req_e2e', ...error } } : {}),
  })

/**
 * The provider sends the member back with an error instead of a code (declined at its page, say).
 * The mock's authorisation answers for the provider at once, so its redirect is rewritten (a
 * route sees only a navigation's first request, not the redirect it follows).
 */
const providerRefuses = (page: Page) =>
  page.route(
    (url) => url.pathname === '/auth/authorize',
    async (route) => {
      const response = await route.fetch({ maxRedirects: 0 })
      const back = new URL(response.headers().location, route.request().url())
      back.searchParams.delete('code')
      back.searchParams.set('error', 'access_denied')
      await route.fulfill({ response, headers: { ...response.headers(), location: back.href } })
    },
  )

/**
 * The fixture scans every page once loaded (support/test.ts); a dialog opening mid-scan would be
 * seen half faded in. Lets that scan end first.
 */
const afterPageScan = pageScansDone

/**
 * How long the text stays on the page from now (ms, the page's own clock): measured in the page,
 * so that however slow the test's steps are on a busy machine, only the toast's timer counts.
 */
const toastLifetime = (page: Page, text: string) =>
  page.evaluate(
    (text) =>
      new Promise<number>((resolve) => {
        let shownAt: number | undefined
        const observer = new MutationObserver(() => {
          const shown = document.body.textContent!.includes(text)
          if (shown) shownAt ??= performance.now()
          else if (shownAt !== undefined) {
            observer.disconnect()
            resolve(performance.now() - shownAt)
          }
        })
        observer.observe(document.body, { childList: true, subtree: true, characterData: true })
      }),
    text,
  )

async function unlink(page: Page, provider: string) {
  await afterPageScan(page)
  await external(page)
    .getByRole('button', { name: `${provider}との連携を解除する` })
    .click()
  const dialog = page.getByRole('dialog', { name: `${provider}との連携を解除しますか？` })
  await dialog.getByRole('button', { name: '解除する' }).click()
}

test('links an external account through its provider', async ({ page }) => {
  await openTop(page)
  await external(page).getByRole('link', { name: 'Yahoo! JAPANと連携する' }).click()
  await expect(page).toHaveURL('/mypage/social/enable/complete')
  await expect(
    page.getByRole('heading', { level: 1, name: '外部アカウントと連携しました' }),
  ).toBeVisible()
  await expect(page.getByText('Yahoo! JAPANアカウントと連携しました。')).toBeVisible()
  await hydrated(page)
  await page.getByRole('link', { name: 'マイページへ戻る' }).click()
  await expect(external(page).getByRole('listitem').nth(2)).toContainText(
    'Yahoo! JAPAN連携済み（渡辺 翔）',
  )
})

test('linking from a My Page tab opened before the account was linked says so', async ({
  page,
  context,
}) => {
  await openTop(page)
  const staleTab = await context.newPage()
  await staleTab.goto('/mypage')
  await external(page).getByRole('link', { name: 'Yahoo! JAPANと連携する' }).click()
  await expect(page).toHaveURL('/mypage/social/enable/complete')
  // The other tab still offers the link: the account is this member's already.
  await external(staleTab).getByRole('link', { name: 'Yahoo! JAPANと連携する' }).click()
  await expect(staleTab).toHaveURL('/social/relate/error')
  await expect(
    staleTab.getByRole('heading', { level: 1, name: '外部アカウントの連携エラー' }),
  ).toBeVisible()
  await expect(
    staleTab.getByText('このYahoo! JAPANアカウントは、すでに連携済みです。'),
  ).toBeVisible()
  await hydrated(staleTab)
  await staleTab.getByRole('link', { name: 'マイページに戻る' }).click()
  await expect(staleTab).toHaveURL('/mypage')
  await expect(external(staleTab).getByRole('listitem').nth(2)).toContainText(
    'Yahoo! JAPAN連携済み（渡辺 翔）',
  )
})

test("linking another member's account fails", async ({ page }) => {
  await openTop(page)
  await external(page).getByRole('link', { name: 'Googleと連携する' }).click()
  await expect(page).toHaveURL('/social/relate/error')
  await expect(
    page.getByText('このGoogleアカウントは、すでに別のアカウントと連携されています。'),
  ).toBeVisible()
  await expect(page.getByRole('link', { name: 'マイページに戻る' })).toHaveAttribute(
    'href',
    '/mypage',
  )
})

test('a link the provider refuses fails, and the account stays unlinked', async ({ page }) => {
  await openTop(page)
  await providerRefuses(page)
  await external(page).getByRole('link', { name: 'Yahoo! JAPANと連携する' }).click()
  await expect(page).toHaveURL('/social/relate/error')
  await expect(
    page.getByText(
      'Yahoo! JAPANアカウントとの連携に失敗しました。時間をおいて再度お試しください。',
    ),
  ).toBeVisible()
  await hydrated(page)
  await page.getByRole('link', { name: 'マイページに戻る' }).click()
  await expect(page).toHaveURL('/mypage')
  await expect(external(page).getByRole('listitem').nth(2)).toContainText('Yahoo! JAPAN未連携')
})

test('a backend failure on the return from the provider shows the error page', async ({
  page,
  mock,
}) => {
  await openTop(page)
  await mock.fault({ method: 'GET', path: '/zapi/internal/auth/callback/screen-data', status: 500 })
  await external(page).getByRole('link', { name: 'Yahoo! JAPANと連携する' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'ご利用いただけません' })).toBeVisible()
  await hydrated(page)
  await page.getByRole('link', { name: 'トップページへ戻る' }).click()
  await expect(page).toHaveURL('/')
})

test('unlinks after the confirmation, then shows it unlinked', async ({ page }) => {
  await openTop(page)
  await afterPageScan(page)
  await external(page).getByRole('button', { name: 'LINEとの連携を解除する' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'キャンセル' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await unlink(page, 'LINE')
  await expect(page).toHaveURL('/mypage/social/disable/complete')
  await expect(page.getByText('LINEアカウントとの連携を解除しました。')).toBeVisible()
  await page.getByRole('link', { name: 'マイページへ戻る' }).click()
  await expect(external(page).getByRole('listitem').first()).toContainText('LINE未連携')
})

test('the last way in cannot be unlinked', async ({ page }) => {
  await openTop(page, FIXTURE_EMAILS.externalOnly)
  await unlink(page, 'Google')
  await expect(page).toHaveURL('/mypage/social/disable/complete')
  await page.getByRole('link', { name: 'マイページへ戻る' }).click()
  // yui has no password: LINE is now her only sign-in.
  await expect(external(page).getByRole('listitem').first()).toContainText('LINE連携済み')
  await expect(external(page).getByRole('button')).toHaveCount(0)
})

test('a refused unlink shows the reason for 5 seconds and stays', async ({ page, mock }) => {
  await openTop(page)
  await failNextUnlink(mock, 409, {
    code: 'UNLINK_FAILED',
    message: 'ほかのログイン方法が設定されていないため、連携を解除できません。',
  })
  const reason = 'ほかのログイン方法が設定されていないため、連携を解除できません。'
  const shownFor = toastLifetime(page, reason)
  await unlink(page, 'LINE')
  const toast = page.getByText(reason)
  await expect(toast).toBeVisible()
  await expect(page).toHaveURL('/mypage')
  await expect(toast).toBeHidden({ timeout: 15_000 })
  expect(await shownFor).toBeGreaterThanOrEqual(5_000)
})

test('a failed unlink without a message shows the default one', async ({ page, mock }) => {
  await openTop(page)
  await failNextUnlink(mock, 500)
  await unlink(page, 'LINE')
  await expect(page.getByText('外部アカウントとの連携を解除できませんでした。')).toBeVisible()
  await expect(page).toHaveURL('/mypage')
})

test('an unlink of an account no longer linked says so', async ({ page, mock }) => {
  await openTop(page)
  await failNextUnlink(mock, 404, {
    code: 'NOT_FOUND',
    message: '連携している外部アカウントが見つかりません。',
  })
  await unlink(page, 'LINE')
  await expect(page.getByText('連携している外部アカウントが見つかりません。')).toBeVisible()
  await expect(page).toHaveURL('/mypage')
})

test('an unlink after the session expired offers to sign in again', async ({ page, mock }) => {
  await openTop(page)
  await failNextUnlink(mock, 401, {
    code: 'SESSION_EXPIRED',
    message: 'ページの有効期限が切れました。',
    redirectTo: '/login?returnTo=%2Fmypage',
  })
  await unlink(page, 'LINE')
  await expect(page.getByRole('link', { name: '最初からやり直す' })).toHaveAttribute(
    'href',
    '/login?returnTo=%2Fmypage',
  )
})
