import { describe, expect, it } from 'vitest'
import { HTTP_METHODS, loadDereferencedContract, readChecklist } from './load-contract'

const contract = await loadDereferencedContract()

const loaderPath = (route: string) =>
  route === '/' ? '/zapi/internal/screen-data' : `/zapi/internal${route}/screen-data`
// The spec writes `/zapi/subscription/{id}/…`; the contract may name the parameter more precisely.
const samePath = (a: string, b: string) =>
  a.replace(/\{[^}]+\}/g, '{}') === b.replace(/\{[^}]+\}/g, '{}')
const hasOperation = (method: string, path: string) =>
  Object.entries(contract.paths).some(
    ([p, item]) => samePath(p, path) && item[method] !== undefined,
  )

describe('the contract covers the spec', () => {
  const routes = readChecklist('routes.txt')
  const calls = readChecklist('calls.txt').map((line) => line.split(/\s+/) as [string, string])

  it('has a screen-data loader for every page route', () => {
    const missing = routes.filter((route) => !hasOperation('get', loaderPath(route)))
    expect(missing, `${routes.length - missing.length}/${routes.length} routes covered`).toEqual([])
    expect(routes).toHaveLength(96)
  })

  it('has an operation for every call', () => {
    const missing = calls.filter(([method, path]) => !hasOperation(method.toLowerCase(), path))
    expect(missing, `${calls.length - missing.length}/${calls.length} calls covered`).toEqual([])
    expect(calls).toHaveLength(60)
  })

  it('gives every operation a unique operationId, exactly one tag and a summary', () => {
    const ids = new Set<string>()
    for (const [path, item] of Object.entries(contract.paths)) {
      for (const method of HTTP_METHODS) {
        const operation = item[method]
        if (!operation) continue
        const where = `${method.toUpperCase()} ${path}`
        expect(operation.operationId, where).toBeTruthy()
        expect(
          ids.has(operation.operationId!),
          `${where} duplicates ${operation.operationId}`,
        ).toBe(false)
        ids.add(operation.operationId!)
        expect(operation.tags, where).toHaveLength(1)
        expect(operation.summary, where).toBeTruthy()
      }
    }
    expect(ids.size).toBe(178)
  })
})
