import { describe, expect, it } from 'vitest'
import { ZodVoid } from 'zod'
import { RESPONSE_SCHEMAS } from '~generated/response-schemas'
import { CALL_OPERATIONS, SCREEN_DATA_OPERATIONS } from '~generated/screen-data-operations'
import { contractValidator } from '~/lib/api/contract-validator.server'
import { responseSchema } from '~/lib/api/screen-data-check.server'
import { bundleContract } from '../../scripts/lib/bundle-contract'

/**
 * The screen-data check accepts what the Ajv validator accepts without asking Zod
 * (contract-validator.server.ts): that is only the same check if Ajv never accepts an answer Zod
 * refuses. Checked on every operation's contract example, on the generated mocks' fake answers and
 * on wrong-shaped variants of the examples (a field missing, null, of another type, too long,
 * counted in UTF-16 units, an unsafe integer, a bad e-mail, URL or date).
 */
type Json = null | boolean | number | string | Json[] | { [key: string]: Json }

const contract = bundleContract({ forClient: true }) as {
  paths: Record<string, Record<string, { operationId?: string; responses?: Json }>>
}
const mocks = import.meta.glob<Record<string, () => Json>>('../../generated/api/**/*.msw.ts', {
  eager: true,
})
const mockOf = (operationId: string) =>
  Object.values(mocks)
    .map(
      (module) => module[`get${operationId[0]!.toUpperCase()}${operationId.slice(1)}ResponseMock`],
    )
    .find(Boolean)

function exampleOf(operationId: string): Json | undefined {
  for (const item of Object.values(contract.paths)) {
    for (const operation of Object.values(item)) {
      if (operation?.operationId !== operationId) continue
      const responses = operation.responses as Record<string, { content?: Record<string, Json> }>
      const status = Object.keys(responses).find((code) => /^2\d\d$/.test(code))
      const media = responses[status!]?.content?.['application/json'] as { example?: Json }
      return media?.example
    }
  }
  return undefined
}

const WRONG_VALUES: Json[] = [
  null,
  1.5,
  2 ** 60,
  '',
  'x'.repeat(5000),
  '😀'.repeat(26),
  'not an e-mail',
  'https://',
  '2026-13-45T25:00:00Z',
  [],
  {},
  true,
]

/** The example with one value replaced (or removed), for every value down to `depth`. */
function* variants(node: Json, depth = 4): Generator<Json> {
  if (depth === 0 || node === null || typeof node !== 'object') return
  const entries: [string | number, Json][] = Array.isArray(node)
    ? node.slice(0, 2).map((value, index) => [index, value])
    : Object.entries(node)
  for (const [key, value] of entries) {
    const replaced = (next: Json | undefined) => {
      const copy = (Array.isArray(node) ? [...node] : { ...node }) as Record<string, Json>
      if (next === undefined) delete copy[key]
      else copy[key] = next
      return copy as Json
    }
    yield replaced(undefined)
    for (const wrong of WRONG_VALUES) yield replaced(wrong)
    for (const inner of variants(value, depth - 1)) yield replaced(inner)
  }
}

const operations = Object.keys(RESPONSE_SCHEMAS.responses).filter((id) => responseSchema(id))

describe('the Ajv validator accepts nothing Zod refuses', () => {
  it('covers every operation the check meets whose success has a body', () => {
    const zodOperations = [...SCREEN_DATA_OPERATIONS, ...CALL_OPERATIONS]
      .map(({ operationId }) => operationId)
      .filter((id) => responseSchema(id) && !(responseSchema(id) instanceof ZodVoid))
    expect(operations.length).toBeGreaterThanOrEqual(150)
    for (const id of zodOperations) expect(contractValidator(id), id).toBeDefined()
  })

  it.each(operations)('%s', (operationId) => {
    const validate = contractValidator(operationId)!
    const schema = responseSchema(operationId)!
    const example = exampleOf(operationId)
    // The fast path: the contract's own answer passes Ajv, so Zod is not asked.
    if (example !== undefined) expect(validate(example), JSON.stringify(validate.errors)).toBe(true)
    const mock = mockOf(operationId)
    const bodies = [
      ...(example === undefined ? [] : variants(example)),
      ...(mock ? Array.from({ length: 10 }, mock) : []),
    ]
    for (const body of bodies) {
      if (validate(body)) expect(schema.safeParse(body).success, JSON.stringify(body)).toBe(true)
    }
  })
})
