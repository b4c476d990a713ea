import { existsSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import { test as browserTest, type ConsoleMessage } from '@playwright/test'
import { API_DOCS_FILE, API_DOCS_PATH, buildApiDocs } from '../../../scripts/lib/api-docs'
import { bundleContract } from '../../../scripts/lib/bundle-contract'
import { expect, test } from '../support/test'

/**
 * The contract's HTML reference (`npm run api:docs`, Redocly) as a backend developer opens it:
 * from the file, with no network (only the package registries are reachable here, and a
 * reference must not depend on a CDN). The site's own fixtures (axe, hydration) are not for it.
 */
interface Operation {
  operationId: string
  tags: string[]
  responses: Record<string, unknown>
}
const contract = bundleContract() as unknown as {
  tags: { name: string }[]
  paths: Record<string, Record<string, Operation | unknown>>
}
const operations = Object.values(contract.paths).flatMap((item) =>
  Object.values(item).filter((value): value is Operation => !!(value as Operation)?.responses),
)

/**
 * Redoc's sidebar shows "API docs by" Redocly's logo, an image on Redocly's CDN it always
 * renders (and hides when it fails): the one request the page makes, and not one it needs.
 */
const ATTRIBUTION_LOGO = /^https:\/\/cdn\.redoc\.ly\/redoc\/logo-mini(-full)?\.svg$/

browserTest.describe('the API reference', () => {
  browserTest.beforeAll(() => {
    if (!existsSync(API_DOCS_FILE)) buildApiDocs()
  })

  browserTest('renders offline every tag with its operations', async ({ page }) => {
    // One 3 MB page, re-rendered for each of the ~20 tags opened: ~1 minute on a loaded machine.
    browserTest.setTimeout(180_000)
    const offline: string[] = []
    const errors: string[] = []
    await page.context().route(/^https?:/, async (route) => {
      const request = route.request()
      if (!(request.resourceType() === 'image' && ATTRIBUTION_LOGO.test(request.url())))
        offline.push(`${request.resourceType()} ${request.url()}`)
      await route.abort('internetdisconnected')
    })
    const isAttributionLogo = (message: ConsoleMessage) =>
      ATTRIBUTION_LOGO.test(message.location().url)
    page.on('console', (message) => {
      if (message.type() === 'error' && !isAttributionLogo(message)) errors.push(message.text())
    })
    page.on('pageerror', (error) => errors.push(error.message))

    await page.goto(pathToFileURL(API_DOCS_FILE).href)
    const menu = page.locator('[data-component-name="Menu/Menu"]').first()
    for (const { name } of contract.tags) {
      // The sidebar lists a tag's operations once the tag is opened.
      await menu.getByText(name, { exact: true }).click()
      const tagged = operations.filter((operation) => operation.tags.includes(name))
      await expect(menu.locator(`a[href^="#/${name}/"]`)).toHaveCount(tagged.length)
    }
    expect(contract.tags.length).toBeGreaterThan(0)

    // An operation's page lists every status the contract declares for it.
    const operation = operations.find(
      (candidate) => candidate.operationId === 'getMypageMultiFactorEmailScreenData',
    )!
    await page.locator(`a[href="#/mypage-security/getmypagemultifactoremailscreendata"]`).click()
    const responses = page.locator(
      '[data-section-id="/mypage-security/getmypagemultifactoremailscreendata"]',
    )
    for (const status of Object.keys(operation.responses))
      await expect(responses.getByText(status, { exact: true }).first()).toBeVisible()

    expect(offline, 'requests the page made beyond its own file').toEqual([])
    expect(errors, 'console errors').toEqual([])
  })
})

test('the production server does not serve the API reference', async ({ request }) => {
  const answer = await request.get(API_DOCS_PATH)
  expect(answer.status()).toBe(404)
  expect(await answer.text()).not.toContain('redoc')
})
