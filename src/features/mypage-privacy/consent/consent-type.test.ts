import { isNotFound } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { GetMypageConsentScreenDataQueryParams } from '~generated/zod/mypage-privacy/mypage-privacy.zod'
import { issuesOf, safeParseWith } from '~tests/setup/params-outcome'
import { consentSearch, consentTypeOf } from './consent-type'

const thrownBy = (run: () => unknown) => {
  try {
    run()
  } catch (error) {
    return error
  }
  return undefined
}

describe('/mypage/consent search', () => {
  it('shows the type of the URL, newsletter when there is none', () => {
    expect(consentTypeOf({ type: 'privacy' })).toBe('privacy')
    expect(consentTypeOf({ type: 'newsletter' })).toBe('newsletter')
    expect(consentTypeOf({})).toBe('newsletter')
  })

  it('answers any other type with the 404 page', () => {
    for (const type of ['', 'PRIVACY', 'marketing', 1, ['privacy']]) {
      expect(isNotFound(thrownBy(() => consentTypeOf({ type })))).toBe(true)
    }
  })

  it("parses every search as the contract's generated schema does", () => {
    for (const search of [
      {},
      { type: 'privacy' },
      { type: 'x' },
      { type: 2 },
      { type: 'newsletter', x: 1 },
    ]) {
      const expected = GetMypageConsentScreenDataQueryParams.safeParse(search)
      const actual = safeParseWith(consentSearch, search)
      expect(actual.success).toBe(expected.success)
      expect(actual.data).toStrictEqual(expected.data)
      expect(actual.error?.issues).toEqual(issuesOf(expected.error?.issues))
    }
  })
})
