import type { Page } from '@playwright/test'
import { FIXTURE_EMAILS, signInDirectly } from '../support/auth-flows'
import { test as base, expect } from '../support/test'
import { startAuthorization } from '../oidc/relying-party'

/**
 * Visual regression: one page of each family at 375 and 1280 px, in Japanese and English, light
 * and dark, compared with the committed screenshots (look.spec.ts-snapshots/). A layout change
 * shows up as a diff: accept it with `--update-snapshots` (README, Tests) or fix it.
 *
 * Deterministic: the mock's fixtures are dated from one fixed instant and its clock stands there,
 * the page's clock too; fonts loaded; animations stopped and the caret hidden by the comparison.
 * Every page load here is checked by axe elsewhere (color-scheme.spec.ts), not again.
 */
const test = base.extend({
  // Playwright reads a fixture's dependencies from this pattern; this one has none.
  // eslint-disable-next-line no-empty-pattern
  a11y: async ({}, use) => use(),
})

const NOW = '2026-11-20T10:00:00+09:00'
const WIDTHS = [375, 1280] as const

interface Family {
  name: string
  member?: boolean
  /** Opens the page (default: goes to `path`). */
  open: (page: Page, baseURL: string) => Promise<void>
}

const at =
  (path: string) =>
  async (page: Page): Promise<void> => {
    await page.goto(path)
  }

const FAMILIES: Family[] = [
  { name: 'guest', open: at('/') },
  { name: 'sign-in', open: at('/login') },
  { name: 'sign-up', open: at('/signup/email') },
  { name: 'password', open: at('/password/forgot') },
  { name: 'mypage-top', member: true, open: at('/mypage') },
  { name: 'mypage-form', member: true, open: at('/mypage/edit') },
  { name: 'plans', open: at('/plans') },
  {
    name: 'oidc',
    open: async (page, baseURL) => {
      await (await startAuthorization(page, baseURL)).open()
      await expect(page).toHaveURL('/oidc/login')
    },
  },
]

for (const lang of ['ja', 'en'] as const) {
  for (const scheme of ['light', 'dark'] as const) {
    test.describe(`${lang}, ${scheme}`, () => {
      test.use({ colorScheme: scheme, viewport: { width: WIDTHS[0], height: 800 } })

      for (const family of FAMILIES) {
        test(family.name, async ({ page, context, baseURL }) => {
          const reset = await page.request.post('/__mock/reset', {
            data: { scenario: 'system-theme', now: NOW },
          })
          expect(reset.ok()).toBe(true)
          await page.clock.setFixedTime(NOW)
          await context.addCookies([{ name: 'locale', value: lang, url: baseURL! }])
          if (family.member) await signInDirectly(page.request, FIXTURE_EMAILS.standard)
          await family.open(page, baseURL!)
          await page.waitForLoadState('networkidle')
          await page.evaluate(() => document.fonts.ready)
          for (const width of WIDTHS) {
            await page.setViewportSize({ width, height: 800 })
            await expect(page).toHaveScreenshot(`${family.name}-${width}-${lang}-${scheme}.png`, {
              fullPage: true,
              animations: 'disabled',
              caret: 'hide',
              maxDiffPixelRatio: 0.002,
            })
          }
        })
      }
    })
  }
}
