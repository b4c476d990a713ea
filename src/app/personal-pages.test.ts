import { describe, expect, it } from 'vitest'
import { isNoStorePage } from './personal-pages'

describe('isNoStorePage', () => {
  it('never stores the pages the issue names, whoever asks', () => {
    for (const routeId of [
      '/_account/mypage/',
      '/_account/withdraw/',
      '/_account/withdraw/pin-code',
      '/_guest/withdraw/complete',
      '/_guest/plans/$planId/',
      '/_guest/plans/$planId/confirm',
      '/_guest/plans/$planId/complete',
      '/_signup/signup/form',
      '/_signup/signup/confirm',
      '/_signup/signup/plans/$planId/confirm',
      '/_signup/signup/plans/$planId/complete',
      '/_oidc/oidc/consent/',
      '/_oidc/oidc/select-account',
    ])
      expect(isNoStorePage(routeId, false), routeId).toBe(true)
  })

  it('stores a page that greets the member only for a guest', () => {
    expect(isNoStorePage('/_guest/', true)).toBe(true)
    expect(isNoStorePage('/_guest/', false)).toBe(false)
  })

  it('keeps public pages and unknown routes cacheable', () => {
    expect(isNoStorePage('/_guest/app/licenses', true)).toBe(false)
    expect(isNoStorePage('/_login/login/', false)).toBe(false)
    expect(isNoStorePage('__root__', true)).toBe(false)
  })
})
