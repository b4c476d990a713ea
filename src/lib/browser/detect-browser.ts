export interface BrowserInfo {
  /** Running inside the store's native app (user agent contains `PVS/x/y`, e.g. `PVS/1/2`). */
  isApp: boolean
  isAndroid: boolean
  isMobile: boolean
}

/** `PVS/<major>/<minor>` as a separate token of the user agent. */
const APP_PATTERN = /(?:^|[\s;(])PVS\/\d+\/\d+(?=$|[\s;)])/
const ANDROID_PATTERN = /\bAndroid\b/i
const MOBILE_PATTERN =
  /\b(?:Mobile|iPhone|iPod|iPad|Android|Windows Phone|IEMobile|Opera Mini|BlackBerry)\b/i

/** Derives the browser flags from a User-Agent header. Pure. */
export function detectBrowser(userAgent: string | null | undefined): BrowserInfo {
  const ua = userAgent ?? ''
  const isApp = APP_PATTERN.test(ua)
  const isAndroid = ANDROID_PATTERN.test(ua)
  // iPadOS 13+ reports a desktop Safari UA; it is treated as desktop (no touch info server-side).
  const isMobile = MOBILE_PATTERN.test(ua)
  return { isApp, isAndroid, isMobile }
}
