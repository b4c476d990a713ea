import { defaultParseSearch } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { GetAuthAuthorizeScreenDataQueryParams } from '~generated/zod/signin/signin.zod'
import * as z from 'zod/mini'
import { safeRedirectPath } from '~/lib/security/safe-redirect'
import { issuesOf, safeParseWith } from '~tests/setup/params-outcome'
import { authorizeSearch } from './authorize-search'

/** The search object the router hands to `validateSearch` for a URL's query. */
const searchOf = (query: string) => defaultParseSearch(query)

/** The route's former schema: the contract's generated one, with `returnTo` kept same-site. */
const contractSearch = GetAuthAuthorizeScreenDataQueryParams.extend({
  returnTo: z.optional(
    z.pipe(
      z.unknown(),
      z.transform((value) => safeRedirectPath(value, '') || undefined),
    ),
  ),
})

describe('/auth/authorize search', () => {
  it("accepts the contract's parameters: account, action and a same-site returnTo", () => {
    expect(
      authorizeSearch(
        searchOf('?userIdentifierType=Yahoo%21+JAPAN&socialActionType=login&returnTo=%2Fmypage'),
      ),
    ).toEqual({
      userIdentifierType: 'Yahoo! JAPAN',
      socialActionType: 'login',
      returnTo: '/mypage',
    })
    for (const userIdentifierType of ['LINE', 'Google', 'Yahoo! JAPAN', 'Facebook']) {
      for (const socialActionType of ['enableExternalAuth', 'login', 'signup']) {
        expect(authorizeSearch({ userIdentifierType, socialActionType })).toEqual({
          userIdentifierType,
          socialActionType,
          returnTo: undefined,
        })
      }
    }
  })

  it('drops a returnTo off this site instead of failing', () => {
    for (const returnTo of ['https://evil.example/', '//evil.example', 'javascript:alert(1)', 42]) {
      expect(
        authorizeSearch({ userIdentifierType: 'LINE', socialActionType: 'signup', returnTo }),
      ).toEqual({ userIdentifierType: 'LINE', socialActionType: 'signup', returnTo: undefined })
    }
  })

  it('rejects a missing or unknown account or action', () => {
    const rejected = (search: Record<string, unknown>) =>
      safeParseWith(authorizeSearch, search).error?.issues
    expect(rejected({ socialActionType: 'login' })).toEqual([
      { code: 'invalid_value', path: ['userIdentifierType'] },
    ])
    expect(rejected({ userIdentifierType: 'Twitter', socialActionType: 'logout' })).toEqual([
      { code: 'invalid_value', path: ['userIdentifierType'] },
      { code: 'invalid_value', path: ['socialActionType'] },
    ])
    expect(rejected({ userIdentifierType: 'line', socialActionType: 'login' })).toEqual([
      { code: 'invalid_value', path: ['userIdentifierType'] },
    ])
  })

  it("parses every search as the contract's generated schema did", () => {
    const values = [undefined, null, 1, '', 'LINE', 'Facebook', 'login', 'signup', 'x', '/mypage']
    for (const userIdentifierType of values) {
      for (const socialActionType of values) {
        for (const returnTo of [undefined, '/mypage?tab=1', '//evil.example', 5]) {
          const search = { userIdentifierType, socialActionType, returnTo }
          const expected = contractSearch.safeParse(search)
          const actual = safeParseWith(authorizeSearch, search)
          expect(actual.success).toBe(expected.success)
          expect(actual.data).toStrictEqual(expected.data)
          expect(actual.error?.issues).toEqual(issuesOf(expected.error?.issues))
        }
      }
    }
  })
})
