import $RefParser from '@apidevtools/json-schema-ref-parser'
import { readFileSync, existsSync } from 'node:fs'
import { resolve } from 'node:path'

export const ROOT = resolve(import.meta.dirname, '../..')
export const CONTRACT = resolve(ROOT, 'api/openapi.yaml')

export type Operation = {
  operationId?: string
  tags?: string[]
  summary?: string
  requestBody?: { content?: Record<string, MediaType> }
  responses?: Record<string, { content?: Record<string, MediaType> }>
}
export type MediaType = {
  schema?: object
  example?: unknown
  examples?: Record<string, { value?: unknown }>
}
export type Contract = { paths: Record<string, Record<string, Operation>> }

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const

/** The contract with every $ref across its files replaced by what it points at. */
export async function loadDereferencedContract(): Promise<Contract> {
  return (await $RefParser.dereference(CONTRACT)) as unknown as Contract
}

/**
 * The checklists of every route and call the spec names. The spec's own copies (in ../shared)
 * win when present; the committed copies keep the test runnable without them.
 */
export function readChecklist(name: 'routes.txt' | 'calls.txt'): string[] {
  const shared = resolve(ROOT, '../shared/spec', name)
  const path = existsSync(shared) ? shared : resolve(ROOT, 'api/checklists', name)
  return readFileSync(path, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
}
