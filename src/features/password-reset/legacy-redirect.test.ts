import { describe, expect, it } from 'vitest'
import { legacyRedirectTarget } from './legacy-redirect'

describe('legacyRedirectTarget', () => {
  it('keeps the query string of the legacy link', () => {
    expect(legacyRedirectTarget('/password/reset', '/password/reset', '?token=rt_1&utm=mail')).toBe(
      '/password/reset?token=rt_1&utm=mail',
    )
  })

  it("lets the backend's own parameters win", () => {
    expect(
      legacyRedirectTarget('/password/reset?token=rt_2', '/password/reset', '?token=rt_1'),
    ).toBe('/password/reset?token=rt_2')
  })

  it('never leaves the site', () => {
    expect(
      legacyRedirectTarget('https://evil.example/', '/password/forgot', '?returnTo=%2Fmypage'),
    ).toBe('/password/forgot?returnTo=%2Fmypage')
    expect(legacyRedirectTarget(undefined, '/password/forgot', '')).toBe('/password/forgot')
  })
})
