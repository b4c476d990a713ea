// `npm run api:gate`: fails when api/ breaks the last released contract (api/released/) without
// a raised major version, and writes the contract's changelog. `npm run api:release` (--release)
// makes today's contract the released one.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { bundleContract } from './lib/bundle-contract.ts'
import { gateContract } from './lib/contract-gate.ts'

const RELEASED = resolve(import.meta.dirname, '../api/released')
const CHANGELOG = resolve(import.meta.dirname, '../.cache/api/CHANGELOG.md')

const current = bundleContract() as unknown as { info: { version: string } }
const releasedFiles = readdirSync(RELEASED).filter((file) => /^openapi-.+\.json$/.test(file))

if (process.argv.includes('--release')) {
  for (const file of releasedFiles) rmSync(join(RELEASED, file))
  const file = join(RELEASED, `openapi-${current.info.version}.json`)
  writeFileSync(file, JSON.stringify(current, null, 2) + '\n')
  console.log(`Released contract ${current.info.version}: ${file}`)
  process.exit(0)
}

if (releasedFiles.length !== 1) {
  throw new Error(`api/released/ must hold one released contract, found ${releasedFiles.length}`)
}
const released = JSON.parse(readFileSync(join(RELEASED, releasedFiles[0]!), 'utf8'))
const verdict = gateContract(released, current)
mkdirSync(dirname(CHANGELOG), { recursive: true })
writeFileSync(CHANGELOG, verdict.changelog)
console.log(`Contract changelog ${verdict.from} → ${verdict.to}: ${CHANGELOG}`)
if (!verdict.passed) {
  console.error(verdict.changelog)
  console.error(
    `${verdict.breaking.length} breaking changes since ${verdict.from}: raise the major version ` +
      `of api/openapi.yaml (info.version, now ${verdict.to}) or keep the contract compatible.`,
  )
  process.exit(1)
}
console.log(
  verdict.breaking.length === 0
    ? `No breaking change since ${verdict.from}.`
    : `${verdict.breaking.length} breaking changes since ${verdict.from}, in a new major version.`,
)
