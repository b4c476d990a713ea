import { describe, expect, it } from 'vitest'
import { returnToSearch } from './search-params'

describe('returnToSearch', () => {
  it('keeps a path of this site', () => {
    expect(returnToSearch({ returnTo: '/mypage/email/edit?x=1' })).toEqual({
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
      expect(returnToSearch({ returnTo })).toEqual({ returnTo: undefined })
    }
    expect(returnToSearch({})).toEqual({ returnTo: undefined })
  })
})
