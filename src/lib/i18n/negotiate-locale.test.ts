import { describe, expect, it } from 'vitest'
import { negotiateLocale, pickFromAcceptLanguage } from './negotiate-locale'

describe('negotiateLocale', () => {
  it('prefers the explicit cookie choice', () => {
    expect(negotiateLocale({ cookie: 'en', acceptLanguage: 'ja', defaultLocale: 'ja' })).toBe('en')
    expect(negotiateLocale({ cookie: 'ja', acceptLanguage: 'en-US', defaultLocale: 'en' })).toBe(
      'ja',
    )
  })

  it('ignores an unsupported cookie value', () => {
    expect(negotiateLocale({ cookie: 'fr', acceptLanguage: 'en', defaultLocale: 'ja' })).toBe('en')
  })

  it('falls back to Accept-Language, then the default', () => {
    expect(negotiateLocale({ acceptLanguage: 'en-GB,en;q=0.9', defaultLocale: 'ja' })).toBe('en')
    expect(negotiateLocale({ acceptLanguage: 'fr-FR,de;q=0.5', defaultLocale: 'ja' })).toBe('ja')
    expect(negotiateLocale({ defaultLocale: 'ja' })).toBe('ja')
    expect(negotiateLocale({ cookie: null, acceptLanguage: null, defaultLocale: 'en' })).toBe('en')
  })
})

describe('pickFromAcceptLanguage', () => {
  it('respects q-values', () => {
    expect(pickFromAcceptLanguage('ja;q=0.4, en;q=0.8')).toBe('en')
    expect(pickFromAcceptLanguage('fr, ja;q=0.1, en;q=0.05')).toBe('ja')
  })
  it('keeps header order for equal q-values', () => {
    expect(pickFromAcceptLanguage('ja-JP, en')).toBe('ja')
    expect(pickFromAcceptLanguage('EN-us, ja')).toBe('en')
  })
  it('skips q=0 and wildcards', () => {
    expect(pickFromAcceptLanguage('en;q=0, ja')).toBe('ja')
    expect(pickFromAcceptLanguage('*')).toBeNull()
  })
})
