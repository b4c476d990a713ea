import { describe, expect, it } from 'vitest'
import { readCookie, serializePreferenceCookie } from './cookies'

describe('readCookie', () => {
  it('reads a cookie among others', () => {
    expect(readCookie('a=1; locale=en; account_id=abc', 'locale')).toBe('en')
    expect(readCookie('a=1; locale=en; account_id=abc', 'account_id')).toBe('abc')
  })
  it('returns null when absent', () => {
    expect(readCookie('a=1', 'locale')).toBeNull()
    expect(readCookie('', 'locale')).toBeNull()
    expect(readCookie(undefined, 'locale')).toBeNull()
  })
  it('does not match a cookie whose name only ends with the name', () => {
    expect(readCookie('xlocale=ja; locale=en', 'locale')).toBe('en')
  })
  it('decodes values', () => {
    expect(readCookie('v=a%20b', 'v')).toBe('a b')
    expect(readCookie('v=%E0%A4%A', 'v')).toBe('%E0%A4%A')
  })
})

describe('serializePreferenceCookie', () => {
  it('writes a site-wide lax cookie', () => {
    expect(serializePreferenceCookie('locale', 'en', { maxAgeSeconds: 10 })).toBe(
      'locale=en; Path=/; Max-Age=10; SameSite=Lax',
    )
    expect(serializePreferenceCookie('locale', 'ja', { secure: true })).toContain('; Secure')
  })
})
