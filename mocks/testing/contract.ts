import $RefParser from '@apidevtools/json-schema-ref-parser'
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import { resolve } from 'node:path'
import { bundleContract } from '../../scripts/lib/bundle-contract'
import { BUNDLED_CONTRACT } from '../../scripts/lib/contract-cache'
import { operationOf, operationsOfPaths, type ContractOperation } from '../contract-operations'

type Json = Record<string, unknown>

export type { ContractOperation, ContractParameter } from '../contract-operations'

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
    return operationsOfPaths(contract.paths)
  })()
  return loaded
}

export async function operationFor(
  method: string,
  pathname: string,
): Promise<ContractOperation | undefined> {
  return operationOf(await contractOperations(), method, pathname)
}

export { responseSchema } from '../../src/lib/api/screen-data-check.server'

/** A screen-data loader (`get…ScreenData`). */
export const isLoader = (operation: ContractOperation) => /ScreenData$/.test(operation.operationId)

export { isEnvelopeOnly } from '../../src/lib/api/envelope-only'
