import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { BUNDLED_CONTRACT } from '../../../scripts/lib/contract-cache.ts'

/**
 * The contract check of the e2e run: every worker's site checks each exchange with its mock
 * backend against the contract (mocks/contract-check.ts), saves its report at the end, and the
 * run fails when any exchange broke the contract.
 */
const REPORTS = resolve(import.meta.dirname, '../../../.cache/contract-check')

interface WorkerReport {
  checked: number
  violations: string[]
}

/** The environment that turns the check on in a site server. */
export function contractCheckEnvironment(): Record<string, string> {
  return { MOCK_CONTRACT_CHECK: BUNDLED_CONTRACT }
}

/** Saves what one worker's site checked (called when the worker stops its server). */
export async function saveWorkerReport(siteURL: string, workerIndex: number): Promise<void> {
  const answer = await fetch(`${siteURL}/__mock/contract-check`)
  const report = (await answer.json()) as WorkerReport & { enabled: boolean }
  if (!report.enabled) return
  mkdirSync(REPORTS, { recursive: true })
  writeFileSync(join(REPORTS, `worker-${workerIndex}.json`), JSON.stringify(report))
}

/** Playwright's global setup: a fresh report folder and a bundled contract; returns the teardown. */
export default function setUpContractCheck(): () => void {
  rmSync(REPORTS, { recursive: true, force: true })
  if (!existsSync(BUNDLED_CONTRACT)) {
    const bundled = spawnSync(process.execPath, ['scripts/api-bundle.ts'], { stdio: 'inherit' })
    if (bundled.status !== 0) throw new Error('Could not bundle the contract for the check')
  }
  return summarise
}

function summarise(): void {
  if (!existsSync(REPORTS)) return
  const reports = readdirSync(REPORTS).map(
    (file) => JSON.parse(readFileSync(join(REPORTS, file), 'utf8')) as WorkerReport,
  )
  const checked = reports.reduce((sum, report) => sum + report.checked, 0)
  const violations = [...new Set(reports.flatMap((report) => report.violations))]
  console.log(
    `Contract check: ${checked} exchanges with the mock backend, ${violations.length} violations`,
  )
  if (violations.length > 0) {
    throw new Error(`Exchanges the contract does not allow:\n  ${violations.join('\n  ')}`)
  }
}
