import { QueryClient } from '@tanstack/react-query'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import * as calls from '~generated/api'
import { keepScreenDataFresh } from '~/lib/api/screen-data'
import { json, fakeBackend } from '../setup/fake-backend'
import { HTTP_METHODS, loadDereferencedContract } from './load-contract'

vi.mock('~/lib/api/transport', () => ({ sendToBackend: vi.fn() }))

/**
 * Decision 0010, held over the whole contract: every action the site can call (every operation
 * but a GET), made through its generated function, leaves every page's screen data stale, so a
 * page visited after it shows what the backend holds now. A new action is covered as soon as
 * the contract has it.
 */
const contract = await loadDereferencedContract()
const actions = Object.entries(contract.paths).flatMap(([path, item]) =>
  HTTP_METHODS.filter((method) => method !== 'get' && item[method]).map((method) => ({
    where: `${method.toUpperCase()} ${path}`,
    method: method.toUpperCase(),
    path,
    operationId: item[method]!.operationId!,
  })),
)
const generated = calls as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>

const pageData = ['/zapi/internal/mypage/multi-factor/trusted-device/screen-data']
const rootData = ['/zapi/internal/root/screen-data']
let queryClient: QueryClient

beforeEach(() => {
  queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } })
  queryClient.setQueryData(pageData, { trustedDevices: [] })
  queryClient.setQueryData(rootData, {})
  return keepScreenDataFresh(queryClient)
})

const isStale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated

const answering = (action: (typeof actions)[number], answer: () => Response) =>
  fakeBackend({ [`${action.method} ${action.path.replace(/\{[^}]+\}/g, 'p1')}`]: answer })

/** Calls the generated function of an operation: one value per path parameter, then a body. */
function call({ path, operationId }: (typeof actions)[number]) {
  const send = generated[operationId]
  expect(send, `the generated function ${operationId}`).toBeTypeOf('function')
  const pathValues = (path.match(/\{[^}]+\}/g) ?? []).map(() => 'p1')
  return send(...pathValues, {})
}

describe('every action makes the screen data stale (decision 0010)', () => {
  it('covers the actions of the contract', () => {
    expect(actions.length).toBeGreaterThanOrEqual(55)
  })

  it.each(actions)('$where', async (action) => {
    const requests = answering(action, () => json(200, {}))
    expect(isStale(pageData)).toBe(false)
    await call(action)
    expect(requests).toHaveLength(1)
    expect(isStale(pageData)).toBe(true)
    // The root data changes only with a sign-in or sign-out, which load the whole page.
    expect(isStale(rootData)).toBe(false)
  })

  it('not after a failed call, nor after a flow error (nothing changed)', async () => {
    const [action] = actions
    answering(action, () => json(422, { code: 'VALIDATION_ERROR', message: 'x', requestId: 'r' }))
    await call(action).catch(() => {})
    expect(isStale(pageData)).toBe(false)
    answering(action, () => json(200, { flowError: { redirectTo: '/' } }))
    await call(action)
    expect(isStale(pageData)).toBe(false)
  })

  it('not after reading data (GET)', async () => {
    fakeBackend({ 'GET /zapi/postal-code/p1': () => json(200, { results: [] }) })
    await generated.getPostalCode!('p1')
    expect(isStale(pageData)).toBe(false)
  })
})
