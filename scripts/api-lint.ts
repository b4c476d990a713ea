// Lints the contract with Spectral (spectral:oas + OWASP, see .spectral.yaml). Spectral 6
// wrongly reports every `$ref` Path Item of OpenAPI 3.1 as an oas3-schema error, so it lints the
// bundle, in which each path item stands inline (docs/decisions/0002). Then the contract's own
// lints: a request's limits are never looser than the entity that reads its fields back.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { parse } from 'yaml'
import { BUNDLED_CONTRACT } from './lib/contract-cache.ts'
import { looserRequestLimits } from './lib/request-limits.ts'

const root = resolve(import.meta.dirname, '..')
try {
  execFileSync(
    resolve(root, 'node_modules/.bin/spectral'),
    [
      'lint',
      BUNDLED_CONTRACT,
      '--ruleset',
      resolve(root, '.spectral.yaml'),
      '--fail-severity=error',
      '--display-only-failures',
      ...process.argv.slice(2),
    ],
    { stdio: 'inherit' },
  )
} catch {
  process.exit(1)
}

const entities = parse(readFileSync(resolve(root, 'api/components/entities.yaml'), 'utf8')) as {
  schemas: Record<string, unknown>
}
const looser = looserRequestLimits(
  JSON.parse(readFileSync(BUNDLED_CONTRACT, 'utf8')),
  Object.keys(entities.schemas),
)
for (const { request, entity, limit } of looser) {
  console.error(`request-limits: ${request} is looser than ${entity}: ${limit}`)
}
if (looser.length > 0) process.exit(1)
