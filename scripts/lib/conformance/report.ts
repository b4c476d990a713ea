/** The conformance run's table (for people) and JUnit file (for CI dashboards). */
import type { CallResult, ConformanceRun } from './run'

const verdict = (result: CallResult) => (result.violations.length === 0 ? 'conforms' : 'VIOLATION')

export function summary({ results }: ConformanceRun) {
  const violating = results.filter((result) => result.violations.length > 0)
  return {
    calls: results.length,
    operations: new Set(results.map((result) => result.operationId)).size,
    conforming: results.length - violating.length,
    violating: violating.length,
  }
}

export function table(run: ConformanceRun): string {
  const rows = run.results.map((result) => [
    `${result.method} ${result.path}`,
    String(result.status),
    verdict(result),
    result.violations[0] ?? '',
  ])
  const header = ['operation', 'status', 'verdict', 'first violation']
  const widths = header.map((title, column) =>
    Math.min(90, Math.max(title.length, ...rows.map((row) => row[column]!.length))),
  )
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column]!))
      .join('  ')
      .trimEnd()
  const { calls, operations, conforming, violating } = summary(run)
  return [
    line(header),
    line(widths.map((width) => '-'.repeat(width))),
    ...rows.map(line),
    '',
    `${calls} calls over ${operations} operations: ${conforming} conform, ${violating} violate the contract` +
      (run.signedIn ? '' : ' (the sign-in failed: member pages were called as a guest)'),
  ].join('\n')
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (character) =>
      ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[character]!,
  )

export function junit(run: ConformanceRun): string {
  const { calls, violating } = summary(run)
  const cases = run.results.map((result) => {
    const name = escapeXml(`${result.method} ${result.path} → ${result.status}`)
    const open = `    <testcase classname="api-conformance.${escapeXml(result.operationId)}" name="${name}"`
    if (result.violations.length === 0) return `${open}/>`
    const message = escapeXml(result.violations[0]!)
    const details = escapeXml(result.violations.join('\n'))
    return `${open}>\n      <failure message="${message}">${details}</failure>\n    </testcase>`
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites tests="${calls}" failures="${violating}">`,
    `  <testsuite name="api-conformance" tests="${calls}" failures="${violating}">`,
    ...cases,
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n')
}
