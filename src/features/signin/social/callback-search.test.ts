import { defaultParseSearch } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { GetAuthCallbackScreenDataQueryParams } from '~generated/zod/signin/signin.zod'
import { issuesOf, safeParseWith } from '~tests/setup/params-outcome'
import { callbackSearch } from './callback-search'

/** The search object the router hands to `validateSearch` for a URL's query. */
const searchOf = (query: string) => defaultParseSearch(query)

describe('/auth/callback search', () => {
  it("accepts the provider's answers of the contract: a code and state, or an error", () => {
    expect(callbackSearch(searchOf('?code=c1&state=st_9fK2mQ7x'))).toEqual({
      code: 'c1',
      state: 'st_9fK2mQ7x',
    })
    expect(
      callbackSearch(searchOf('?error=access_denied&error_description=User+cancelled')),
    ).toEqual({ error: 'access_denied', error_description: 'User cancelled' })
    expect(callbackSearch({})).toEqual({})
  })

  it('rejects values over the length limits or outside printable ASCII', () => {
    const rejected = (search: Record<string, unknown>) =>
      safeParseWith(callbackSearch, search).error?.issues
    expect(rejected({ code: 'x'.repeat(2048), state: 'x'.repeat(512) })).toBeUndefined()
    expect(rejected({ code: 'x'.repeat(2049), state: 'x'.repeat(513) })).toEqual([
      { code: 'too_big', path: ['code'] },
      { code: 'too_big', path: ['state'] },
    ])
    expect(rejected({ error: 'x'.repeat(129), error_description: 'x'.repeat(1025) })).toEqual([
      { code: 'too_big', path: ['error'] },
      { code: 'too_big', path: ['error_description'] },
    ])
    expect(rejected({ code: 'a b', state: '', error: 'ä' })).toEqual([
      { code: 'invalid_format', path: ['code'] },
      { code: 'invalid_format', path: ['state'] },
      { code: 'invalid_format', path: ['error'] },
    ])
    // The router reads a number-like value as a number, which is no code.
    expect(rejected(searchOf('?code=12345'))).toEqual([{ code: 'invalid_type', path: ['code'] }])
  })

  it("parses every search as the contract's generated schema did", () => {
    const values = [
      undefined,
      null,
      7,
      '',
      'c1',
      'a b',
      'ä',
      'x'.repeat(128),
      'x'.repeat(129),
      'x'.repeat(512),
      'x'.repeat(513),
      'x'.repeat(1024),
      'x'.repeat(1025),
      'x'.repeat(2048),
      'x'.repeat(2049),
    ]
    for (const name of ['code', 'state', 'error', 'error_description']) {
      for (const value of values) {
        const search = { code: 'c1', state: 's1', [name]: value }
        const expected = GetAuthCallbackScreenDataQueryParams.safeParse(search)
        const actual = safeParseWith(callbackSearch, search)
        expect(actual.success).toBe(expected.success)
        expect(actual.data).toStrictEqual(expected.data)
        expect(actual.error?.issues).toEqual(issuesOf(expected.error?.issues))
      }
    }
  })
})
