import { describe, expect, it } from 'vitest'
import { detectBrowser } from './detect-browser'

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36'
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'
const DESKTOP_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36'

describe('detectBrowser', () => {
  it('detects a desktop browser', () => {
    expect(detectBrowser(DESKTOP_CHROME)).toEqual({
      isApp: false,
      isAndroid: false,
      isMobile: false,
    })
  })

  it('detects Android mobile', () => {
    expect(detectBrowser(ANDROID_CHROME)).toEqual({ isApp: false, isAndroid: true, isMobile: true })
  })

  it('detects iPhone as mobile but not Android', () => {
    expect(detectBrowser(IPHONE_SAFARI)).toEqual({ isApp: false, isAndroid: false, isMobile: true })
  })

  it('detects the native app by the PVS/x/y token', () => {
    expect(detectBrowser(`${ANDROID_CHROME} PVS/1/2`)).toEqual({
      isApp: true,
      isAndroid: true,
      isMobile: true,
    })
    expect(detectBrowser(`${IPHONE_SAFARI} PVS/10/23`).isApp).toBe(true)
    expect(detectBrowser('PVS/3/0').isApp).toBe(true)
  })

  it('does not treat look-alike tokens as the app', () => {
    expect(detectBrowser(`${DESKTOP_CHROME} PVS/1`).isApp).toBe(false)
    expect(detectBrowser(`${DESKTOP_CHROME} PVS/a/b`).isApp).toBe(false)
    expect(detectBrowser(`${DESKTOP_CHROME} XPVS/1/2`).isApp).toBe(false)
    expect(detectBrowser(`${DESKTOP_CHROME} PVS/1/2/3`).isApp).toBe(false)
  })

  it('handles a missing user agent', () => {
    expect(detectBrowser(undefined)).toEqual({ isApp: false, isAndroid: false, isMobile: false })
    expect(detectBrowser(null)).toEqual({ isApp: false, isAndroid: false, isMobile: false })
  })
})
