import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { returnToParam } from './return-to'

const search = z.object({ returnTo: returnToParam })

describe('returnToParam', () => {
  it('keeps a path of this site', () => {
    expect(search.parse({ returnTo: '/mypage/email/edit?x=1' })).toEqual({
      returnTo: '/mypage/email/edit?x=1',
    })
  })

  it('drops other sites, script URLs and non-strings', () => {
    for (const returnTo of [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      42,
    ]) {
      expect(search.parse({ returnTo })).toEqual({ returnTo: undefined })
    }
    expect(search.parse({})).toEqual({ returnTo: undefined })
  })
})
