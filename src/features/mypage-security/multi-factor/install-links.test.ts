import { describe, expect, it } from 'vitest'
import { installLinks, isIosUserAgent } from './install-links'

const APPLE = 'https://apps.apple.com/jp/app/google-authenticator/id388497605'
const GOOGLE =
  'https://play.google.com/store/apps/details?id=com.google.android.apps.authenticator2'
const both = { appStoreUrl: APPLE, googlePlayUrl: GOOGLE }

describe('installLinks', () => {
  it('offers both stores on a computer', () => {
    expect(installLinks(both, { isAndroid: false, isIos: false })).toEqual([
      { store: 'appStore', href: APPLE },
      { store: 'googlePlay', href: GOOGLE },
    ])
  })

  it('offers no Apple link on Android', () => {
    expect(installLinks(both, { isAndroid: true, isIos: false })).toEqual([
      { store: 'googlePlay', href: GOOGLE },
    ])
  })

  it('offers no Google link on iOS', () => {
    expect(installLinks(both, { isAndroid: false, isIos: true })).toEqual([
      { store: 'appStore', href: APPLE },
    ])
  })

  it('leaves out a store the server did not name, and any address that is not https', () => {
    expect(
      installLinks(
        { appStoreUrl: null, googlePlayUrl: 'javascript:alert(1)' },
        { isAndroid: false, isIos: false },
      ),
    ).toEqual([])
  })
})

describe('isIosUserAgent', () => {
  it('knows iPhones and iPads, including an iPad that says it is a Mac', () => {
    expect(isIosUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 19_0 like Mac OS X)')).toBe(true)
    expect(isIosUserAgent('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 5)).toBe(true)
    expect(isIosUserAgent('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 0)).toBe(false)
    expect(isIosUserAgent('Mozilla/5.0 (Linux; Android 15)')).toBe(false)
  })
})
