import type { Page } from '@playwright/test'
import { FIXTURE_EMAILS, signInDirectly } from '../support/auth-flows'
import { expect, test } from '../support/test'

const PHONE = { width: 375, height: 812 }

/** The newer member pages, as the standard member sees them. */
const MEMBER_PAGES = [
  '/plans',
  '/plans/plan_anime_yearly',
  '/mypage/plans',
  '/mypage/payment-history',
  '/mypage/payment-method',
  '/mypage/subscription/sub_20260115_0004',
  '/mypage/subscription/sub_20260401_0001/payment-method',
  '/mypage/subscription/sub_20260401_0001/withdraw',
  '/withdraw',
  '/mypage/email/edit',
  '/mypage/password/edit',
]

/** How far the page scrolls sideways: 0 when it fits the window. */
async function sidewaysScroll(page: Page) {
  return page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth)
}

async function expectEveryPageFits(page: Page) {
  for (const path of MEMBER_PAGES) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
    expect.soft(await sidewaysScroll(page), `${path} scrolls sideways`).toBeLessThanOrEqual(0)
  }
}

test.describe('on a phone', () => {
  test.use({ viewport: PHONE })

  test('the member pages fit the screen without sideways scrolling', async ({ page }) => {
    test.slow()
    await signInDirectly(page.request, FIXTURE_EMAILS.standard)
    await expectEveryPageFits(page)
  })

  test('in English too', async ({ page, context, baseURL }) => {
    test.slow()
    await context.addCookies([{ name: 'locale', value: 'en', url: baseURL! }])
    await signInDirectly(page.request, FIXTURE_EMAILS.standard)
    await expectEveryPageFits(page)
  })

  test("the menu's item of the page shown is in sight, also the last ones", async ({ page }) => {
    await signInDirectly(page.request, FIXTURE_EMAILS.standard)
    for (const path of ['/mypage/payment-history', '/mypage/payment-method', '/mypage']) {
      await page.goto(path)
      const menu = page.getByRole('navigation', { name: 'マイページメニュー' })
      await expect(menu.locator('[aria-current="page"]')).toBeInViewport({ ratio: 1 })
    }
  })

  test('a long button label on a plan card is shown whole, not cut off', async ({ page }) => {
    await signInDirectly(page.request, FIXTURE_EMAILS.standard)
    await page.goto('/plans')
    const card = page.getByRole('article', { name: 'ファミリープラン' })
    const button = card.getByRole('button', { name: '契約数の上限に達しているため購入できません' })
    await expect(button).toBeVisible()
    const cut = await button.evaluate((element) => {
      const label = element.querySelector('.mantine-Button-label') ?? element
      return label.scrollWidth - label.clientWidth
    })
    expect(cut).toBeLessThanOrEqual(0)
  })
})

test('a payment date in the history table stays on one line', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await signInDirectly(page.request, FIXTURE_EMAILS.standard)
  await page.goto('/mypage/payment-history')
  const date = page.getByRole('table').getByRole('link').first()
  await expect(date).toBeVisible()
  // An inline link broken over two lines has one box per line.
  expect(await date.evaluate((element) => element.getClientRects().length)).toBe(1)
})
