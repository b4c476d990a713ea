/**
 * Per-page size budget of the client build (issue #16), deterministic: no server, browser,
 * network or timing. Run after `npm run build` (CI: in `test:all`).
 *
 *   node scripts/check-size-budget.ts [--dist DIR] [--json]
 *   node scripts/check-size-budget.ts --update-reference   # rebuilds bench/bare, rewrites the file
 *
 * Budgets, against the bare reference page (bench/bare, TanStack Start + Mantine + Query; its
 * size is stored in bench/reference-size.json so that CI does not build it every time):
 *   - initial JS (gzip -9, everything the page loads until it is interactive, locale catalog
 *     included; scripts/lib/perf/route-sizes.ts): content pages ≤ reference + 20 kB, form pages
 *     ≤ reference + 35 kB;
 *   - CSS: ≤ 40 kB gzip in at most 2 files.
 * Until every page meets those targets, a page over its target may not grow either: its ceiling
 * (initial JS gz today, + 1 kB) is recorded in bench/size-ceilings.json and is its budget. A cut
 * that brings a page under its target drops its ceiling at the next --update-ceilings; a new page
 * gets the target, or a ceiling recorded on purpose (the diff shows it).
 *
 *   node scripts/check-size-budget.ts --update-ceilings   # records today's pages over target
 *
 * Exit code 1 when a page is over budget (with the page's largest files), 0 otherwise.
 */
import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { pageSizes, type PageSize } from './lib/perf/route-sizes.ts'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const REFERENCE_FILE = join(ROOT, 'bench', 'reference-size.json')
const CEILINGS_FILE = join(ROOT, 'bench', 'size-ceilings.json')
/** Room a recorded ceiling leaves above today's size, so a one-line change does not fail CI. */
const CEILING_SLACK = 1_000
const BARE_DIR = join(ROOT, 'bench', 'bare')
/** The bare app's page that stands for a page of the app. */
const REFERENCE_PAGE = '/login'

export const BUDGET = {
  contentJsOverReference: 20_000,
  formJsOverReference: 35_000,
  cssGzip: 40_000,
  cssFiles: 2,
}

/** Packages whose versions make the reference's size; a change means: update the reference. */
const REFERENCE_PACKAGES = [
  'react',
  'react-dom',
  '@tanstack/react-start',
  '@tanstack/react-router',
  '@tanstack/react-query',
  '@mantine/core',
  'vite',
]

interface Reference {
  page: string
  jsGzip: number
  cssGzip: number
  packages: Record<string, string>
  note: string
}

const installedVersion = (name: string): string =>
  (
    JSON.parse(readFileSync(join(ROOT, 'node_modules', name, 'package.json'), 'utf8')) as {
      version: string
    }
  ).version

async function measureReference(bareDist = join(BARE_DIR, 'dist')): Promise<Reference> {
  const page = (await pageSizes(bareDist)).find((p) => p.path === REFERENCE_PAGE)
  if (!page) throw new Error(`${relative(ROOT, bareDist)} has no page ${REFERENCE_PAGE}`)
  return {
    page: REFERENCE_PAGE,
    jsGzip: page.jsGzip,
    cssGzip: page.cssGzip,
    packages: Object.fromEntries(REFERENCE_PACKAGES.map((name) => [name, installedVersion(name)])),
    note: 'bench/bare measured by scripts/check-size-budget.ts --update-reference',
  }
}

function readReference(): Reference {
  return JSON.parse(readFileSync(REFERENCE_FILE, 'utf8')) as Reference
}

/** Initial JS gz allowed per page that is still over its target (issue #16). */
type Ceilings = Record<string, number>

export function readCeilings(): Ceilings {
  return (JSON.parse(readFileSync(CEILINGS_FILE, 'utf8')) as { pages: Ceilings }).pages
}

export function jsTarget(page: PageSize, referenceJsGzip: number): number {
  return (
    referenceJsGzip +
    (page.kind === 'form' ? BUDGET.formJsOverReference : BUDGET.contentJsOverReference)
  )
}

/** Today's pages over their target, each with its size + slack as its ceiling. */
export function ceilingsOf(pages: PageSize[], referenceJsGzip: number): Ceilings {
  return Object.fromEntries(
    pages
      .filter((page) => page.jsGzip > jsTarget(page, referenceJsGzip))
      .map((page) => [page.path, page.jsGzip + CEILING_SLACK]),
  )
}

export interface BudgetCheck {
  page: PageSize
  jsTarget: number
  jsBudget: number
  failures: string[]
}

export function checkBudgets(
  pages: PageSize[],
  referenceJsGzip: number,
  ceilings: Ceilings = {},
): BudgetCheck[] {
  return pages.map((page) => {
    const target = jsTarget(page, referenceJsGzip)
    const jsBudget = Math.max(target, ceilings[page.path] ?? 0)
    const failures: string[] = []
    if (page.jsGzip > jsBudget) failures.push(`JS ${kb(page.jsGzip)} > ${kb(jsBudget)}`)
    if (page.cssGzip > BUDGET.cssGzip)
      failures.push(`CSS ${kb(page.cssGzip)} > ${kb(BUDGET.cssGzip)}`)
    if (page.css.length > BUDGET.cssFiles) {
      failures.push(`${page.css.length} stylesheets > ${BUDGET.cssFiles}`)
    }
    return { page, jsTarget: target, jsBudget, failures }
  })
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`

/** Builds bench/bare into bench/bare/dist, pre-compressed like the app's build. */
export function buildBare() {
  const run = (args: string[]) =>
    execFileSync(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] })
  run([
    join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'),
    'build',
    '--config',
    join(BARE_DIR, 'vite.config.ts'),
  ])
  run([join(ROOT, 'server', 'precompress.ts'), join(BARE_DIR, 'dist', 'client')])
}

async function main() {
  const { values } = parseArgs({
    options: {
      dist: { type: 'string', default: join(ROOT, 'dist') },
      json: { type: 'boolean', default: false },
      'update-reference': { type: 'boolean', default: false },
      'update-ceilings': { type: 'boolean', default: false },
    },
  })
  if (values['update-reference']) {
    buildBare()
    const reference = await measureReference()
    writeFileSync(REFERENCE_FILE, `${JSON.stringify(reference, null, 2)}\n`)
    console.log(
      `Reference ${REFERENCE_PAGE}: JS ${kb(reference.jsGzip)} gz → ${relative(ROOT, REFERENCE_FILE)}`,
    )
    return 0
  }

  const reference = readReference()
  const changed = REFERENCE_PACKAGES.filter(
    (name) => reference.packages[name] !== installedVersion(name),
  )
  if (changed.length) {
    console.warn(
      `Note: ${changed.map((n) => `${n} ${reference.packages[n]} → ${installedVersion(n)}`).join(', ')} ` +
        'since the reference was measured; run with --update-reference to measure it again.',
    )
  }
  const pages = await pageSizes(resolve(values.dist))
  if (values['update-ceilings']) {
    const ceilings = ceilingsOf(pages, reference.jsGzip)
    const note = 'Pages still over their issue #16 target: initial JS gz may not grow past these.'
    writeFileSync(CEILINGS_FILE, `${JSON.stringify({ note, pages: ceilings }, null, 2)}\n`)
    console.log(`${Object.keys(ceilings).length} ceilings → ${relative(ROOT, CEILINGS_FILE)}`)
    return 0
  }
  const checks = checkBudgets(pages, reference.jsGzip, readCeilings())
  if (values.json) {
    console.log(JSON.stringify({ reference, checks }, null, 2))
  } else {
    console.log(
      `Reference (bench/bare ${reference.page}): JS ${kb(reference.jsGzip)} gz. Budgets: content ` +
        `pages +${kb(BUDGET.contentJsOverReference)}, form pages +${kb(BUDGET.formJsOverReference)}; ` +
        `CSS ≤ ${kb(BUDGET.cssGzip)} in ≤ ${BUDGET.cssFiles} files.`,
    )
    console.table(
      checks.map(({ page, jsTarget, jsBudget, failures }) => ({
        page: page.path,
        kind: page.kind,
        'JS gz': kb(page.jsGzip),
        target: kb(jsTarget),
        budget: kb(jsBudget),
        files: page.js.length,
        'CSS gz': `${kb(page.cssGzip)} / ${page.css.length}`,
        result: failures.length ? 'OVER' : 'ok',
      })),
    )
  }
  const failed = checks.filter((check) => check.failures.length)
  for (const { page, failures } of failed) {
    const largest = page.js
      .slice(0, 4)
      .map((f) => `${f.path.replace('/assets/', '')} ${kb(f.gzip)}`)
      .join(', ')
    console.error(
      `OVER BUDGET ${page.path} (${page.kind}): ${failures.join('; ')} — largest: ${largest}`,
    )
  }
  const overTarget = checks.filter(({ page, jsTarget }) => page.jsGzip > jsTarget).length
  if (!failed.length) {
    console.log(
      `All ${checks.length} pages within budget; ${overTarget} still over their target (held at their ceiling).`,
    )
  }
  return failed.length ? 1 : 0
}

if (import.meta.main) process.exitCode = await main()
