/**
 * How long after the page has hydrated its form is live (issue 30): the time from the hydration
 * mark (`<html data-hydrated>`, src/app/hydration-mark.ts) to the moment React owns the page's
 * form (its element carries React's props: the form's code has run and hydrated it), in Chromium
 * with 4× CPU throttling (Emulation.setCPUThrottlingRate). A measurement, not a test.
 *
 *   node scripts/measure-form-ready.ts [--dist dist] [--port 4450] [--runs 5]
 *
 * Serves the build with the production server (embedded mock backend) on `--port`; /mypage/edit
 * is measured signed in (POST /__mock/login). A form that is not live within 3 s of hydration
 * without being used (its code loading at first use, as decision 0020 had it: superseded by 0025) is reported as
 * such, with the time from a first focus in it to live.
 */
import { spawn } from 'node:child_process'
import { join, resolve } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { parseArgs } from 'node:util'
import { chromium, type Page } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/support/chromium.ts'
import { HOST, ROOT } from './lib/perf/servers.ts'

const PAGES = ['/mypage/edit', '/password/forgot', '/signup/email']
const MEMBER_EMAIL = 'hanako.yamada@example.jp'
const UNUSED_WAIT_MS = 3_000

const { values } = parseArgs({
  options: {
    dist: { type: 'string', default: 'dist' },
    port: { type: 'string', default: '4450' },
    runs: { type: 'string', default: '5' },
  },
})
const origin = `http://${HOST}:${values.port}`

/** Whether React has hydrated the page's form. */
const formIsLive = () => {
  const form = document.querySelector('main form')
  return !!form && Object.keys(form).some((key) => key.startsWith('__reactProps'))
}

/** Milliseconds from `since` (performance.now()) until the form is live, or null past `limit`. */
async function liveAfter(page: Page, since: number, limit: number): Promise<number | null> {
  try {
    await page.waitForFunction(formIsLive, undefined, { timeout: limit, polling: 'raf' })
  } catch {
    return null
  }
  return (await page.evaluate(() => performance.now())) - since
}

async function measure(page: Page, path: string) {
  await page.goto(origin + path, { waitUntil: 'commit' })
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'), {
    polling: 'raf',
    timeout: 60_000,
  })
  const hydratedAt = await page.evaluate(() => performance.now())
  const unused = await liveAfter(page, hydratedAt, UNUSED_WAIT_MS)
  if (unused !== null) return { fromHydration: unused, fromFirstUse: null }
  await page.locator('main form input:visible').first().focus()
  const usedAt = await page.evaluate(() => performance.now())
  return { fromHydration: null, fromFirstUse: await liveAfter(page, usedAt, 60_000) }
}

async function signIn(): Promise<string> {
  const response = await fetch(`${origin}/__mock/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: MEMBER_EMAIL }),
  })
  if (!response.ok) throw new Error(`POST /__mock/login: ${response.status}`)
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ')
}

async function waitForServer() {
  for (let tries = 0; tries < 150; tries++) {
    try {
      await (await fetch(`${origin}/password/forgot`)).arrayBuffer()
      return
    } catch {
      await sleep(200)
    }
  }
  throw new Error(`no server at ${origin}`)
}

const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]
const summary = (list: (number | null)[]) => {
  const numbers = list.filter((value): value is number => value !== null)
  if (numbers.length === 0) return '—'
  return `${Math.round(median(numbers))} ms (${numbers.map(Math.round).join(', ')})`
}

const server = spawn(process.execPath, [join(ROOT, 'server', 'start.ts')], {
  cwd: ROOT,
  env: {
    ...process.env,
    PORT: values.port,
    HOST,
    NODE_ENV: 'production',
    DIST_DIR: resolve(ROOT, values.dist),
    MOCK_BACKEND: 'embedded',
  },
  stdio: 'ignore',
})
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
try {
  await waitForServer()
  const cookie = await signIn()
  console.log(`Form ready after hydration, 4× CPU throttling, ${values.runs} runs (median):`)
  for (const path of PAGES) {
    const fromHydration: (number | null)[] = []
    const fromFirstUse: (number | null)[] = []
    for (let run = 0; run < Number(values.runs); run++) {
      const context = await browser.newContext({ locale: 'ja-JP' })
      if (path.startsWith('/mypage')) {
        await context.addCookies(
          cookie.split('; ').map((pair) => {
            const [name, ...rest] = pair.split('=')
            return { name, value: rest.join('='), url: origin }
          }),
        )
      }
      const page = await context.newPage()
      const cdp = await context.newCDPSession(page)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
      const result = await measure(page, path)
      fromHydration.push(result.fromHydration)
      fromFirstUse.push(result.fromFirstUse)
      await context.close()
    }
    const live = summary(fromHydration)
    console.log(
      live === '—'
        ? `${path}: not live ${UNUSED_WAIT_MS / 1000} s after hydration unless used; from a first focus: ${summary(fromFirstUse)}`
        : `${path}: ${live}`,
    )
  }
} finally {
  await browser.close()
  server.kill('SIGTERM')
}
