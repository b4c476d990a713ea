import { describe, expect, it, vi } from 'vitest'
import { createLogger } from './log.ts'
import { healthProbes, RequestsInFlight, requestIdFor, requestLogging } from './operations.ts'

const next = (response: Response) => () => Promise.resolve(response)

describe('requestIdFor', () => {
  it("keeps a load balancer's safe id and replaces anything else", () => {
    const given = new Request('http://site/', { headers: { 'x-request-id': 'lb-1234abcd' } })
    expect(requestIdFor(given)).toBe('lb-1234abcd')
    const injected = new Request('http://site/', {
      headers: { 'x-request-id': 'a"} {"level":"evil"' },
    })
    expect(requestIdFor(injected)).toMatch(/^[0-9a-f-]{36}$/)
    expect(requestIdFor(new Request('http://site/'))).toMatch(/^[0-9a-f-]{36}$/)
  })
})

describe('requestLogging', () => {
  it('writes one JSON line per request without the query, and answers with the id', async () => {
    const lines: string[] = []
    const request = new Request('http://site/password/reset?token=secret', {
      headers: { 'x-request-id': 'lb-1234abcd' },
    })
    const response = await requestLogging(createLogger((line) => lines.push(line)))(
      request,
      next(new Response('', { status: 404 })),
    )
    expect(response.headers.get('x-request-id')).toBe('lb-1234abcd')
    expect(lines).toHaveLength(1)
    expect(JSON.parse(lines[0]!)).toMatchObject({
      level: 'warn',
      message: 'request',
      method: 'GET',
      path: '/password/reset',
      status: 404,
      requestId: 'lb-1234abcd',
    })
    expect(lines[0]).not.toContain('secret')
  })

  it('hands the id to the app so it can forward it to the backend', async () => {
    const request = new Request('http://site/')
    let seen: string | null = null
    await requestLogging(createLogger(() => {}))(request, () => {
      seen = request.headers.get('x-request-id')
      return Promise.resolve(new Response(''))
    })
    expect(seen).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('logs a request whose handler threw as a 500', async () => {
    const lines: string[] = []
    await expect(
      requestLogging(createLogger((line) => lines.push(line)))(new Request('http://site/'), () =>
        Promise.reject(new Error('boom')),
      ),
    ).rejects.toThrow('boom')
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: 'error', status: 500 })
  })
})

describe('healthProbes', () => {
  const probe = (path: string, reachable: boolean, shuttingDown = false) =>
    healthProbes({
      backendReachable: () => Promise.resolve(reachable),
      shuttingDown: () => shuttingDown,
    })(new Request(`http://site${path}`), next(new Response('page')))

  it('is alive whatever the backend does', async () => {
    expect((await probe('/healthz', false)).status).toBe(200)
  })

  it('is ready only with a reachable backend and no shutdown under way', async () => {
    expect((await probe('/readyz', true)).status).toBe(200)
    expect(await (await probe('/readyz', false)).json()).toEqual({ status: 'backend-unreachable' })
    expect((await probe('/readyz', true, true)).status).toBe(503)
  })

  it('leaves every other path to the site', async () => {
    const backendReachable = vi.fn()
    const response = await healthProbes({ backendReachable, shuttingDown: () => false })(
      new Request('http://site/readyz/x'),
      next(new Response('page')),
    )
    expect(await response.text()).toBe('page')
    expect(backendReachable).not.toHaveBeenCalled()
  })
})

describe('RequestsInFlight', () => {
  it('is idle once every request it counts is answered, and lists those still open', async () => {
    const inFlight = new RequestsInFlight()
    const request = new Request('http://site/login?token=secret')
    inFlight.add(request, 'req-12345678')
    expect(inFlight.pending()).toEqual([
      expect.objectContaining({ method: 'GET', path: '/login', requestId: 'req-12345678' }),
    ])
    let idle = false
    const waiting = inFlight.idle().then(() => (idle = true))
    await Promise.resolve()
    expect(idle).toBe(false)
    inFlight.delete(request)
    await waiting
    expect(inFlight.pending()).toEqual([])
  })
})
