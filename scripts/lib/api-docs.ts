/**
 * The contract's HTML reference (`npm run api:docs`): Redocly's `build-docs` over api/, with
 * Redoc's scripts inlined so the page works without reaching any CDN. The dev server serves it at
 * API_DOCS_PATH (build/api-docs-in-development.ts); production builds never do.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join, resolve } from 'node:path'

const repositoryRoot = resolve(import.meta.dirname, '../..')
const CONTRACT_FOLDER = join(repositoryRoot, 'api')

export const API_DOCS_FILE = join(repositoryRoot, '.cache/api-docs/index.html')
export const API_DOCS_PATH = '/__docs/api'

/** Writes API_DOCS_FILE from api/openapi.yaml; throws with Redocly's output when it fails. */
export function buildApiDocs(): void {
  const cli = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js')
  const build = spawnSync(
    process.execPath,
    [
      cli,
      'build-docs',
      join(CONTRACT_FOLDER, 'openapi.yaml'),
      '--inlineBundle',
      '-o',
      API_DOCS_FILE,
    ],
    {
      encoding: 'utf8',
      // No usage reports or update checks: CI and our machines reach only package registries.
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    },
  )
  if (build.status !== 0)
    throw new Error(`redocly build-docs failed:\n${build.stdout}${build.stderr}`)
}

function newestContractChange(folder = CONTRACT_FOLDER): number {
  return Math.max(
    ...readdirSync(folder, { withFileTypes: true }).map((entry) => {
      const path = join(folder, entry.name)
      return entry.isDirectory() ? newestContractChange(path) : statSync(path).mtimeMs
    }),
  )
}

/** Whether API_DOCS_FILE is missing or older than a file of api/. */
export function apiDocsAreStale(): boolean {
  return !existsSync(API_DOCS_FILE) || statSync(API_DOCS_FILE).mtimeMs < newestContractChange()
}
