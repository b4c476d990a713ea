import $RefParser from '@apidevtools/json-schema-ref-parser'
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import { resolve } from 'node:path'
import { bundleContract } from '../../scripts/lib/bundle-contract'
import { BUNDLED_CONTRACT } from '../../scripts/lib/contract-cache'

type Json = Record<string, unknown>

export interface ContractParameter {
  name: string
  in: 'path' | 'query' | 'header' | 'cookie'
  required?: boolean
  schema?: Json & { examples?: unknown[]; default?: unknown; enum?: unknown[] }
}

export interface ContractOperation {
  method: string
  path: string
  operationId: string
  needsSession: boolean
  parameters: ContractParameter[]
  requestBody?: {
    content: Record<
      string,
      { example?: unknown; examples?: Record<string, { value?: unknown }>; schema?: Json }
    >
  }
  responses: Record<string, unknown>
  /** Matches a concrete backend path. */
  pattern: RegExp
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const

const API = resolve(import.meta.dirname, '../../api')

/** The bundle `node scripts/api-bundle.ts` wrote, when it is newer than every contract file; else a fresh one. */
export function bundledContract(): object {
  const sources = readdirSync(API, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.yaml'),
  )
  const newestSource = Math.max(...sources.map((file) => statSync(resolve(API, file)).mtimeMs))
  if (existsSync(BUNDLED_CONTRACT) && statSync(BUNDLED_CONTRACT).mtimeMs >= newestSource)
    return JSON.parse(readFileSync(BUNDLED_CONTRACT, 'utf8'))
  return bundleContract()
}

let loaded: Promise<ContractOperation[]> | undefined

/** Every operation of the bundled contract, with $refs resolved. */
export function contractOperations(): Promise<ContractOperation[]> {
  loaded ??= (async () => {
    const contract = (await $RefParser.dereference(bundledContract() as never)) as unknown as {
      paths: Record<string, Json>
    }
    const operations: ContractOperation[] = []
    for (const [path, item] of Object.entries(contract.paths)) {
      for (const method of METHODS) {
        const operation = item[method] as Json | undefined
        if (!operation) continue
        const security = operation.security as Json[] | undefined
        operations.push({
          method: method.toUpperCase(),
          path,
          operationId: operation.operationId as string,
          needsSession:
            security?.some((requirement) => 'session' in requirement) === true &&
            !security.some((r) => Object.keys(r).length === 0),
          parameters: [
            ...((item.parameters as ContractParameter[]) ?? []),
            ...((operation.parameters as ContractParameter[]) ?? []),
          ],
          requestBody: operation.requestBody as ContractOperation['requestBody'],
          responses: operation.responses as Record<string, unknown>,
          pattern: new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+')}$`),
        })
      }
    }
    return operations
  })()
  return loaded
}

export async function operationFor(
  method: string,
  pathname: string,
): Promise<ContractOperation | undefined> {
  const operations = await contractOperations()
  const candidates = operations.filter(
    (operation) => operation.method === method && operation.pattern.test(pathname),
  )
  // A literal path wins over a templated one (/zapi/purchase/verify/x vs /zapi/purchase/{planId}).
  return candidates.sort((a, b) => a.path.split('{').length - b.path.split('{').length)[0]
}

export { responseSchema } from '../../src/lib/api/screen-data-check.server'

/** A screen-data loader (`get…ScreenData`). */
export const isLoader = (operation: ContractOperation) => /ScreenData$/.test(operation.operationId)

export { isEnvelopeOnly } from '../../src/lib/api/envelope-only'
