import { expect, type Locator, type Page } from '@playwright/test'
import { hydrated } from './test'

/**
 * Holds the scripts the page asks for from now on until `release` is called: what a visitor does
 * before the page's JavaScript arrives. `held` lists the paths of the scripts asked for meanwhile.
 */
export async function holdScripts(page: Page) {
  const held: string[] = []
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/assets/*.js', async (route) => {
    held.push(new URL(route.request().url()).pathname)
    await released
    await route.continue()
  })
  return { held, release }
}

/**
 * Once the page is loaded, holds its later scripts (a form's code that loads at first use,
 * decision 0020): what a visitor does before that code arrives (holdScripts).
 */
export async function holdLaterScripts(page: Page) {
  await page.waitForLoadState('networkidle')
  return holdScripts(page)
}

/**
 * Presses a form's submit button as a visitor does, also while the button waits for its form's
 * code (a form that needs JavaScript, its code loading at first use: decision 0020). Playwright's
 * own click would wait for the button to be enabled, which such a form's button only becomes once
 * a first use has loaded the code; the form makes the press it held once hydrated. The page's own
 * JavaScript is awaited first (a page reached by a redirect): before it runs, nothing holds it.
 */
export async function pressSubmit(button: Locator) {
  await hydrated(button.page())
  await button.click({ force: true })
}

/**
 * Chooses a radio button (or ticks a checkbox) as a visitor does, also before its form's code has
 * arrived: the click is held and made again once the form is hydrated (decision 0020), so the
 * choice shows then. Playwright's own check() fails at once on the unchanged state.
 */
export async function choose(choice: Locator) {
  await choice.click()
  await expect(choice).toBeChecked()
}

/** The paths the page posts to from now on (a form sent once, or twice), in order. */
export function postedPaths(page: Page): string[] {
  const sent: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST') sent.push(new URL(request.url()).pathname)
  })
  return sent
}
