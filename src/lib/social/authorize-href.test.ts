import { describe, expect, it } from 'vitest'
import { authorizeHref } from './authorize-href'

describe('authorizeHref', () => {
  it('names the external account, the action and where to return', () => {
    expect(authorizeHref('Yahoo! JAPAN', 'login', '/mypage?tab=1')).toBe(
      '/auth/authorize?userIdentifierType=Yahoo%21+JAPAN&socialActionType=login&returnTo=%2Fmypage%3Ftab%3D1',
    )
    expect(authorizeHref('Yahoo! JAPAN', 'signup', '/plans')).toBe(
      '/auth/authorize?userIdentifierType=Yahoo%21+JAPAN&socialActionType=signup&returnTo=%2Fplans',
    )
    expect(authorizeHref('LINE', 'signup', undefined)).toBe(
      '/auth/authorize?userIdentifierType=LINE&socialActionType=signup',
    )
  })
})
