// Lints the contract with Spectral (spectral:oas + OWASP, see .spectral.yaml). Spectral 6
// wrongly reports every `$ref` Path Item of OpenAPI 3.1 as an oas3-schema error, so it lints the
// bundle, in which each path item stands inline (docs/decisions/0002).
import { execFileSync } from 'node:child_process'
import { resolve } from 'node:path'
import { BUNDLED_CONTRACT } from './lib/contract-cache.ts'

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
