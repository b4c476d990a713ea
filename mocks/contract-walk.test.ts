import { beforeAll, describe, expect, it } from 'vitest'
import { FIXTURE_EMAILS } from './fixtures/accounts'
import {
  contractOperations,
  type ContractOperation,
  type ContractParameter,
} from './testing/contract'
import { MockBrowser, resetMock, signedInBrowser } from './testing/client'

/**
 * Every operation of the contract, once, against a fresh default state: nothing may fail with a
 * 5xx or fall through to "no handler", and every 2xx JSON answer must match the operation's Zod
 * schema (MockBrowser checks it).
 */
const operations = await contractOperations()

function exampleOf(parameter: ContractParameter): string | undefined {
  const schema = parameter.schema ?? {}
  const value = schema.examples?.[0] ?? schema.enum?.[0] ?? schema.default
  return value === undefined ? undefined : String(value)
}

function pathOf(operation: ContractOperation): string {
  let path = operation.path
  const query = new URLSearchParams()
  for (const parameter of operation.parameters) {
    const value = exampleOf(parameter)
    if (parameter.in === 'path')
      path = path.replace(`{${parameter.name}}`, encodeURIComponent(value ?? 'x'))
    if (parameter.in === 'query' && parameter.required && value !== undefined)
      query.set(parameter.name, value)
  }
  return query.size > 0 ? `${path}?${query}` : path
}

function requestOf(operation: ContractOperation): { body?: unknown; form: boolean } {
  const content = operation.requestBody?.content
  if (!content) return { form: false }
  const [type, media] = Object.entries(content)[0]
  const example = media.example ?? Object.values(media.examples ?? {})[0]?.value ?? {}
  return { body: example, form: type === 'application/x-www-form-urlencoded' }
}

/** The member each operation is tried as: security pages need the one with a second factor. */
const memberFor = (operation: ContractOperation) =>
  operation.path.includes('multi-factor') || operation.path.includes('trusted-device')
    ? FIXTURE_EMAILS.multiFactor
    : FIXTURE_EMAILS.standard

const successes: string[] = []

describe('every contract operation answers through the mock backend', () => {
  beforeAll(() => {
    expect(operations.length).toBe(178)
  })

  it.each(
    operations.map((operation) => [`${operation.method} ${operation.path}`, operation] as const),
  )('%s', async (_name, operation) => {
    await resetMock()
    const browser = operation.needsSession
      ? await signedInBrowser(memberFor(operation))
      : new MockBrowser()
    const { body, form } = requestOf(operation)
    const answer = await browser.call(operation.method, pathOf(operation), body, { form })
    expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(500)
    expect(answer.body?.message ?? '').not.toBe('No mock handler for this request')
    if (answer.status < 300) successes.push(operation.operationId)
  })

  it('most operations succeed with their examples', () => {
    expect(successes.length).toBeGreaterThan(operations.length * 0.7)
  })
})
