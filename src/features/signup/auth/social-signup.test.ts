import { describe, expect, it } from 'vitest'
import { signupAuthorizeHref } from './social-signup'

describe('signupAuthorizeHref', () => {
  it('starts the external authorisation for a sign-up, keeping returnTo', () => {
    expect(signupAuthorizeHref('Yahoo! JAPAN', '/plans')).toBe(
      '/auth/authorize?userIdentifierType=Yahoo%21+JAPAN&socialActionType=signup&returnTo=%2Fplans',
    )
    expect(signupAuthorizeHref('LINE', undefined)).toBe(
      '/auth/authorize?userIdentifierType=LINE&socialActionType=signup',
    )
  })
})
