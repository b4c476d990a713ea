import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { allHandlers } from './handlers'
import { handlerCandidates } from './handler-candidates'

/** A URL the handler's path pattern matches: each parameter and wildcard filled in. */
function urlFor(path: string): string {
  return path
    .replace(/^\*/, 'http://mock.backend')
    .replace(/:[A-Za-z_]+/g, 'p_1')
    .replace(/\*/g, 'any/thing')
}

describe('handlerCandidates', () => {
  const candidates = handlerCandidates(allHandlers)

  it('keeps every mock handler for a request it answers, and few others', () => {
    let most = 0
    for (const handler of allHandlers) {
      const { method, path } = handler.info as unknown as { method: string; path: string }
      const request = new Request(urlFor(path), { method })
      const kept = candidates(request)
      expect(kept, `${method} ${path}`).toContain(handler)
      most = Math.max(most, kept.length)
    }
    expect(most).toBeLessThan(allHandlers.length / 20)
  })

  it('compares methods and the literal start of paths regardless of case', () => {
    const plans = http.get('http://mock.backend/zapi/Plans/:planId', () => HttpResponse.json({}))
    const any = http.all('*/zapi/*', () => HttpResponse.json({}))
    const other = http.post('http://mock.backend/zapi/plans/:planId', () => HttpResponse.json({}))
    const pick = handlerCandidates([plans, any, other])

    expect(pick(new Request('http://mock.backend/zapi/plans/p1', { method: 'get' }))).toEqual([
      plans,
      any,
    ])
    expect(pick(new Request('http://mock.backend/zapi/account'))).toEqual([any])
    expect(pick(new Request('http://mock.backend/v2/zapi/account'))).toEqual([any])
    expect(pick(new Request('http://mock.backend/other'))).toEqual([])
  })
})
