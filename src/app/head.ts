import type { StoreSettingData } from '~/lib/root-data/root-data'

/** The part of the store settings that `<head>` needs (kept small: it is in the loader data). */
export interface RootHeadData {
  serviceName: string
  serviceDescription: string
  favicon: string
  appleTouchIcon: string
  gtmId: string | null
  themeColor: string
}

const GTM_ID = /^GTM-[A-Z0-9]{4,12}$/

export function toRootHeadData(settings: StoreSettingData): RootHeadData {
  return {
    serviceName: settings.serviceName,
    serviceDescription: settings.serviceDescription,
    favicon: settings.images.favicon,
    appleTouchIcon: settings.images.appleTouchIcon,
    gtmId: settings.gtmId && GTM_ID.test(settings.gtmId) ? settings.gtmId : null,
    themeColor: settings.colors.accentColor,
  }
}

/** Google Tag Manager bootstrap; passes the page's CSP nonce on to gtm.js. */
export function gtmSnippet(gtmId: string): string {
  return `(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s);j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+encodeURIComponent(i);var n=d.querySelector('script[nonce]');if(n){j.setAttribute('nonce',n.nonce||n.getAttribute('nonce'))}f.parentNode.insertBefore(j,f)})(window,document,'script','dataLayer',${JSON.stringify(gtmId)});`
}
