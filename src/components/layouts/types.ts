/** What the layouts need from the store settings (structural, so any root-data type fits). */
export interface LayoutFooterLink {
  name: string
  value: string
  type: 'default' | 'url'
  enable: boolean
  external_link: boolean
  display_type: 'login' | 'logout' | 'other'
}

export interface LayoutFooterSettings {
  footerLinks: LayoutFooterLink[]
  socialMediaLinks: {
    twitterUrl?: string
    facebookUrl?: string
    instagramUrl?: string
    lineUrl?: string
  }
  trademarks: string[]
  copyright: string
}

export interface LayoutSettings {
  serviceName: string
  images: { logoPc: string; logoSp: string }
  footers: LayoutFooterSettings
  enablePoweredByPvs: boolean
}

export interface LayoutBrowser {
  isApp: boolean
  isAndroid: boolean
}

export interface BaseLayoutProps {
  settings: LayoutSettings
  isSignedIn: boolean
  browser: LayoutBrowser
  /** Licence-number lines of the footer (e.g. telecommunications business numbers). */
  licenseNumbers?: string[]
  children?: React.ReactNode
}

/** How the account layout shows its navigation (route `staticData.accountNav`). */
export type AccountNavMode = 'menu' | 'back' | 'none'
