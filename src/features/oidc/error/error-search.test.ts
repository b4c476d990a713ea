import { describe, expect, it } from 'vitest'
import { oidcErrorSearch } from './error-search'

describe('oidcErrorSearch (spec 01 §7: the status query, default 500)', () => {
  it('defaults to 500', () => {
    expect(oidcErrorSearch({})).toEqual({ status: 500 })
  })

  it('takes an error status as a number or a string', () => {
    expect(oidcErrorSearch({ status: 404, type: 'access_denied' })).toEqual({
      status: 404,
      type: 'access_denied',
    })
    expect(oidcErrorSearch({ status: '503' }).status).toBe(503)
  })

  it('shows anything else as a bad request, and drops a malformed type', () => {
    for (const status of [200, 600, 'abc', 404.5, true])
      expect(oidcErrorSearch({ status }).status).toBe(400)
    expect(oidcErrorSearch({ status: 400, type: '<script>' })).toEqual({ status: 400 })
  })
})
