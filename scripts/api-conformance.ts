// `npm run api:conformance -- --base <URL> [--member <email> --password <pw>] [--junit <file>]`:
// checks a running backend against the contract (scripts/lib/conformance/run.ts). Prints a table,
// writes a JUnit file, exits 1 on any violation.
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { bundleContract } from './lib/bundle-contract.ts'
import { junit, summary, table } from './lib/conformance/report.ts'
import { runConformance } from './lib/conformance/run.ts'

const { values } = parseArgs({
  options: {
    base: { type: 'string' },
    member: { type: 'string' },
    password: { type: 'string' },
    junit: { type: 'string', default: '.cache/api-conformance/junit.xml' },
  },
})
if (!values.base) {
  console.error(
    'Usage: npm run api:conformance -- --base <backend URL> [--member <email> --password <pw>] [--junit <file>]',
  )
  process.exit(2)
}

const run = await runConformance({
  base: values.base,
  member: values.member,
  password: values.password,
  contract: bundleContract(),
})
console.log(table(run))
const junitFile = resolve(values.junit)
mkdirSync(dirname(junitFile), { recursive: true })
writeFileSync(junitFile, junit(run))
console.log(`JUnit report: ${junitFile}`)
process.exit(summary(run).violating > 0 || !run.signedIn ? 1 : 0)
