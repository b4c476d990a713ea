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
 * Opens `path` with the page's scripts held until `release` is called: the page as the visitor
 * sees it before its JavaScript has run. Its forms take typing and choices, and a press is held
 * by the document's own script and made once the form is hydrated (decision 0025).
 */
export async function openBeforeScripts(page: Page, path: string) {
  const scripts = await holdScripts(page)
  // The frame's goto: the page's own waits for the hydration, which the held scripts prevent.
  await page.mainFrame().goto(path, { waitUntil: 'domcontentloaded' })
  return {
    ...scripts,
    /** Lets the scripts arrive, and waits for the page to hydrate. */
    release: async () => {
      scripts.release()
      await hydrated(page)
    },
  }
}

/**
 * Presses a form's submit button as a visitor does. A press that comes before the form's code has
 * run is held and made once it has (decision 0025). The page's own JavaScript is awaited first (a
 * page reached by a redirect).
 */
export async function pressSubmit(button: Locator) {
  await hydrated(button.page())
  await button.click()
}

/** Chooses a radio button (or ticks a checkbox) as a visitor does: it answers at once. */
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
