/**
 * The breaking-change gate (`npm run api:gate`): api-smart-diff compares the released contract
 * with today's and classifies each change as its clients see it (a removed field or operation, a
 * narrowed enum, a new required parameter: breaking). A breaking change passes only with a raised
 * major version. See docs/decisions/0021-contract-gate.md.
 */
import { apiCompare, type Diff } from 'api-smart-diff'

interface Contract {
  info: { version: string }
}

export interface GateVerdict {
  from: string
  to: string
  breaking: Diff[]
  passed: boolean
  changelog: string
}

// The diff resolves each $ref where it is used, so a change of a shared schema is reported on
// every operation it reaches; its entry under components says nothing more.
const INLINED_COMPONENTS = new Set([
  'schemas',
  'responses',
  'parameters',
  'examples',
  'requestBodies',
  'headers',
])
const isInlinedComponent = (diff: Diff) =>
  diff.path[0] === 'components' && INLINED_COMPONENTS.has(String(diff.path[1]))

const HEADINGS: Record<string, string> = {
  breaking: 'Breaking changes',
  deprecated: 'Deprecations',
  'non-breaking': 'Non-breaking changes',
  annotation: 'Documentation changes (descriptions, examples)',
  unclassified: 'Other changes',
}

const major = (version: string) => Number(version.split('.')[0])

/** Where a change is: `GET /zapi/…` for a change inside an operation, else its JSON path. */
function place(diff: Diff): string {
  const [root, path, method] = diff.path.map(String)
  if (root === 'paths' && path !== undefined) {
    return method === undefined ? path : `${method.toUpperCase()} ${path}`
  }
  return diff.path.join('.')
}

function describe(diff: Diff): string {
  const what = diff.description?.trim() || `[${diff.action}] ${diff.path.join('.')}`
  return `- \`${place(diff)}\`: ${what}`
}

/** The contract's changelog from `released` to `current`, in Markdown. */
function changelog(from: string, to: string, diffs: Diff[]): string {
  const lines = [`# Contract changes ${from} → ${to}`, '']
  if (diffs.length === 0) lines.push('No changes.', '')
  for (const [type, heading] of Object.entries(HEADINGS)) {
    const ofType = diffs.filter((diff) => diff.type === type)
    if (ofType.length === 0) continue
    lines.push(`## ${heading} (${ofType.length})`, '', ...ofType.map(describe).sort(), '')
  }
  return lines.join('\n')
}

/** Compares two bundled contracts (neither is changed). */
export function gateContract(released: Contract, current: Contract): GateVerdict {
  const from = released.info.version
  const to = current.info.version
  // apiCompare annotates the documents it walks: give it copies.
  const { diffs } = apiCompare(structuredClone(released), structuredClone(current))
  const shown = diffs.filter((diff) => !isInlinedComponent(diff))
  const breaking = shown.filter((diff) => diff.type === 'breaking')
  return {
    from,
    to,
    breaking,
    passed: breaking.length === 0 || major(to) > major(from),
    changelog: changelog(from, to, shown),
  }
}
