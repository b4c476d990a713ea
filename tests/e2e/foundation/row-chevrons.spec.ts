import { FIXTURE_EMAILS, signInDirectly } from '../support/auth-flows'
import { expect, test } from '../support/test'

/**
 * One rule for list rows (issue 30 §6): a row that leads to another page of the site ends with
 * the same chevron (RowChevron) on every page. Cards, whose own border and hover say that the
 * whole card is one link, are not rows.
 */
const PAGES_WITH_ROWS = ['/mypage', '/mypage/connections']

/** The text of each row on the page that leads to a page of the site without the chevron. */
const rowsWithoutChevron = () =>
  Array.from(document.querySelectorAll<HTMLAnchorElement>('main li > a[href^="/"]'))
    .filter((link) => link.parentElement!.childElementCount === 1)
    .filter((link) => getComputedStyle(link).borderLeftWidth === '0px')
    .filter((link) => !link.querySelector('[data-row-chevron]'))
    .map((link) => link.textContent)

test('every row that leads to another page ends with the one chevron', async ({ page }) => {
  await signInDirectly(page.request, FIXTURE_EMAILS.standard)
  for (const path of PAGES_WITH_ROWS) {
    await page.goto(path)
    const rows = page.getByRole('main').locator('li > a[href^="/"]')
    expect(await rows.count(), `${path}: rows`).toBeGreaterThan(0)
    expect(await page.evaluate(rowsWithoutChevron), path).toEqual([])
  }
})
