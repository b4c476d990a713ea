export type AppStore = 'appStore' | 'googlePlay'

export interface InstallLink {
  store: AppStore
  href: string
}

interface StoreUrls {
  appStoreUrl: string | null
  googlePlayUrl: string | null
}

interface Platform {
  isAndroid: boolean
  isIos: boolean
}

const isWebAddress = (url: string | null): url is string => url !== null && /^https:\/\//i.test(url)

/** iPhone, iPad (also an iPad that reports itself as a Mac with touch) and iPod. */
export function isIosUserAgent(userAgent: string, maxTouchPoints = 0): boolean {
  return /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1)
}

/**
 * The authenticator-app install links of the OTP set-up (spec 02 §2): no App Store link on
 * Android, no Google Play link on iOS — the server already leaves out the one that does not fit
 * the user agent; the page applies the same rule to what it knows of the device, and keeps only
 * https addresses.
 */
export function installLinks(urls: StoreUrls, platform: Platform): InstallLink[] {
  const links: InstallLink[] = []
  if (!platform.isAndroid && isWebAddress(urls.appStoreUrl))
    links.push({ store: 'appStore', href: urls.appStoreUrl })
  if (!platform.isIos && isWebAddress(urls.googlePlayUrl))
    links.push({ store: 'googlePlay', href: urls.googlePlayUrl })
  return links
}
