import { describe, expect, it } from 'vitest'
import { COOKIE, readCookie, readCookies } from './cookies'

const withCookie = (cookie: string) => new Request('http://mock.backend/', { headers: { cookie } })

describe('readCookies', () => {
  it('reads past a value that is not valid percent-encoding', () => {
    const request = withCookie('tracking=%E0%A4%A; session_id=s%201')
    expect(readCookies(request).tracking).toBe('%E0%A4%A')
    expect(readCookie(request, COOKIE.session)).toBe('s 1')
  })

  it('has no cookie without a header', () => {
    expect(readCookie(new Request('http://mock.backend/'), COOKIE.session)).toBeUndefined()
  })
})
