import { FIXTURE_EMAILS, signInDirectly } from '../support/auth-flows'
import { analyzeWithAxe, expect, test } from '../support/test'

/**
 * A store whose theme is 'auto' follows the visitor's system preference, with its own accent
 * colours in both schemes, and text keeps its contrast in both (checked here page by page: the
 * automatic check of every load gives way to a test that moves on at once).
 */
const GUEST_PAGES = ['/', '/login', '/signup/email']
const MEMBER_PAGES = [
  '/mypage',
  '/mypage/edit',
  '/mypage/plans',
  '/mypage/payment-method',
  '/mypage/payment-history',
  '/mypage/multi-factor',
  '/mypage/login-history',
  '/mypage/connections',
  '/mypage/consent',
  '/mypage/password/edit',
  '/withdraw',
  '/mypage/subscription/sub_20260401_0001',
  '/mypage/connections/client/client_cinemaquiz',
  '/mypage/multi-factor/trusted-device',
  '/mypage/sessions',
  '/mypage/data-export',
]

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`with the system in ${scheme} mode`, () => {
    test.describe.configure({ mode: 'parallel' })
    test.use({ colorScheme: scheme, viewport: { width: 375, height: 812 } })

    const pages = [
      ...GUEST_PAGES.map((path) => ({ path, member: false })),
      ...MEMBER_PAGES.map((path) => ({ path, member: true })),
    ]
    for (const { path, member } of pages) {
      test(`${path} is drawn in that scheme, its text readable`, async ({ page, mock }) => {
        await mock.reset('system-theme')
        if (member) await signInDirectly(page.request, FIXTURE_EMAILS.standard)
        await page.goto(path)
        await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme)
        const background = await page.evaluate(
          () => getComputedStyle(document.body).backgroundColor,
        )
        expect(background).toBe(scheme === 'dark' ? 'rgb(36, 36, 36)' : 'rgb(255, 255, 255)')
        await page.waitForLoadState('networkidle')
        const contrast = await analyzeWithAxe(page, (builder) =>
          builder.withRules(['color-contrast']),
        )
        const failing = contrast.violations.flatMap((violation) =>
          violation.nodes.map((node) => node.target.join(' ')),
        )
        expect(failing, 'text without enough contrast').toEqual([])
      })
    }
  })
}

test('follows the system when it changes while the page is open', async ({ page, mock }) => {
  await mock.reset('system-theme')
  await page.emulateMedia({ colorScheme: 'light' })
  await page.goto('/login')
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light')
  await page.emulateMedia({ colorScheme: 'dark' })
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark')
})

test("a store without 'auto' keeps its own scheme whatever the system says", async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.goto('/login')
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light')
})
