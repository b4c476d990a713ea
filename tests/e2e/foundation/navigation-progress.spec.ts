import type { Page } from '@playwright/test'
import { FIXTURE_EMAILS, signInDirectly } from '../support/auth-flows'
import { expect, test } from '../support/test'

// Well under the backend timeout of the e2e servers (3 s), which would answer 504.
const SLOW_BACKEND_MS = 2_000

interface Seen {
  /** The progress bars' accessible names and boxes, as they appeared. */
  bars: { name: string | null; top: number; height: number; width: number }[]
  /** The links that showed their loading state. */
  loadingLinks: string[]
}

/**
 * Records what the page shows while it navigates: a busy machine may take long to render a
 * frame, and the page may be replaced before a check after the click would look.
 */
async function watchNavigation(page: Page): Promise<() => Promise<Seen>> {
  await page.evaluate(() => {
    const seen: Seen = { bars: [], loadingLinks: [] }
    ;(window as unknown as { seen: Seen }).seen = seen
    new MutationObserver(() => {
      for (const bar of document.querySelectorAll('[role="progressbar"]')) {
        const box = bar.parentElement!.getBoundingClientRect()
        seen.bars.push({
          name: bar.getAttribute('aria-label'),
          top: box.top,
          height: box.height,
          width: box.width,
        })
      }
      for (const link of document.querySelectorAll('a[data-loading]'))
        seen.loadingLinks.push(link.textContent ?? '')
    }).observe(document.body, { childList: true, subtree: true, attributes: true })
  })
  return () => page.evaluate(() => (window as unknown as { seen: Seen }).seen)
}

test('a slow page shows a bar across the top and the button that leads there loading', async ({
  page,
  mock,
}) => {
  await page.goto('/login')
  const seen = await watchNavigation(page)
  await mock.fault({
    method: 'GET',
    path: '/zapi/internal/login/code/screen-data',
    delayMs: SLOW_BACKEND_MS,
  })
  await page.getByRole('link', { name: 'メールで届く認証コードでログイン' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/でログイン$/)
  await expect(page.getByRole('progressbar')).toHaveCount(0)
  const { bars, loadingLinks } = await seen()
  expect(bars[0]).toEqual({
    name: 'ページを読み込んでいます',
    top: 0,
    height: 3,
    width: page.viewportSize()!.width,
  })
  expect(loadingLinks).toContain('メールで届く認証コードでログイン')
})

test('a slow My Page link shows the bar, in English too', async ({
  page,
  mock,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'locale', value: 'en', url: baseURL! }])
  await signInDirectly(page.request, FIXTURE_EMAILS.standard)
  await page.goto('/mypage')
  const seen = await watchNavigation(page)
  await mock.fault({
    method: 'GET',
    path: '/zapi/internal/mypage/payment-history/screen-data',
    delayMs: SLOW_BACKEND_MS,
  })
  const menu = page.getByRole('navigation', { name: 'My Page menu' }).filter({ visible: true })
  await menu.getByRole('link', { name: 'Payment history' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment history')
  await expect(page.getByRole('progressbar')).toHaveCount(0)
  expect((await seen()).bars[0]?.name).toBe('Loading the page')
})
