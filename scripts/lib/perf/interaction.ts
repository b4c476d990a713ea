/**
 * Interaction to Next Paint on the heaviest forms, as a phone would feel it: Debian's Chromium
 * driven by Playwright, 4× CPU throttling (the DevTools protocol's Emulation domain, as
 * Lighthouse's mobile setting), Google's `web-vitals` library reading the Event Timing API.
 * Typing and choosing are measured on separate loads of the page, so that each has its own INP.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../tests/e2e/support/chromium.ts'

export const CPU_THROTTLING = 4
export const INTERACTIONS = ['typing', 'choosing'] as const
export type Interaction = (typeof INTERACTIONS)[number]

export interface FormPage {
  name: string
  /** Opens the form in a fresh context, signed in or through the steps before it. */
  open(page: Page, origin: string): Promise<void>
}

export interface InteractionResult {
  /** The server's name: 'app' (this build) or a baseline's label. */
  site: string
  page: string
  interaction: Interaction
  /** INP of each run in ms (the worst interaction of the load, as web-vitals reports it). */
  runsMs: number[]
  medianMs: number
}

/** The library's UMD build: in a page it defines the global `webVitals`. */
const WEB_VITALS_UMD = readFileSync(createRequire(import.meta.url).resolve('web-vitals'), 'utf8')

/** Records every INP change of the page (reportAllChanges) on window.__inp. */
const RECORD_INP = `${WEB_VITALS_UMD};
window.__inp = 0;
webVitals.onINP((metric) => { window.__inp = metric.value }, { reportAllChanges: true });`

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

async function hydrated(page: Page) {
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'))
}

/** Types ten characters into the form's first empty-able text field, key by key. */
async function type(page: Page) {
  const field = page.getByRole('main').getByRole('textbox').first()
  await field.click()
  await field.press('End')
  await field.pressSequentially('やまだはなこ12', { delay: 120 })
}

/**
 * Chooses, in turn, the form's first radios or checkboxes (up to four presses), or else options of
 * its first select.
 */
async function choose(page: Page) {
  const main = page.getByRole('main')
  const choices = main.locator('input[type=radio], input[type=checkbox]')
  const count = Math.min(await choices.count(), 4)
  for (let index = 0; index < count; index++) {
    await choices.nth(index).click({ force: true })
    await page.waitForTimeout(300)
  }
  if (count > 0) return
  const select = main.locator('select').first()
  const values = await select
    .locator('option')
    .evaluateAll((options) =>
      options.map((option) => (option as HTMLOptionElement).value).filter(Boolean),
    )
  if (values.length === 0) throw new Error(`${page.url()} has nothing to choose`)
  for (const value of values.slice(0, 3)) {
    await select.selectOption(value)
    await page.waitForTimeout(300)
  }
}

async function measureOnce(
  context: BrowserContext,
  form: FormPage,
  origin: string,
  interaction: Interaction,
): Promise<number> {
  const page = await context.newPage()
  try {
    await page.addInitScript({ content: RECORD_INP })
    await form.open(page, origin)
    await hydrated(page)
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLING })
    await (interaction === 'typing' ? type(page) : choose(page))
    // The last interaction's next paint, then what web-vitals has seen.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 500))),
    )
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
    return await page.evaluate(() => (window as unknown as { __inp: number }).__inp)
  } finally {
    await page.close()
  }
}

/**
 * `runs` loads per form, interaction and site (`sites`: this build, baselines; interleaved), each
 * in a fresh context (cookies, storage and the module cache of a new visit); the opening steps run
 * unthrottled, only the interaction is slowed.
 */
export async function measureInteractions(
  forms: FormPage[],
  sites: { name: string; origin: string }[],
  runs: number,
): Promise<InteractionResult[]> {
  const browser: Browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  })
  const results: InteractionResult[] = []
  try {
    for (const form of forms) {
      for (const interaction of INTERACTIONS) {
        const runsMs = new Map(sites.map((site) => [site, [] as number[]]))
        for (let run = 0; run < runs; run++) {
          for (const site of sites) {
            const context = await browser.newContext({
              ignoreHTTPSErrors: true,
              locale: 'ja-JP',
              timezoneId: 'Asia/Tokyo',
              viewport: { width: 412, height: 823 },
              isMobile: true,
              hasTouch: true,
            })
            try {
              runsMs.get(site)!.push(await measureOnce(context, form, site.origin, interaction))
            } finally {
              await context.close()
            }
          }
        }
        for (const [site, measured] of runsMs) {
          const result = {
            site: site.name,
            page: form.name,
            interaction,
            runsMs: measured,
            medianMs: median(measured),
          }
          console.log(
            `  ${site.name} ${form.name} ${interaction}: INP ${measured.map(Math.round).join(', ')} ms`,
          )
          results.push(result)
        }
      }
    }
  } finally {
    await browser.close()
  }
  return results
}
