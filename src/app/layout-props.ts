import type { BaseLayoutProps } from '~/components/layouts/types'
import type { RootData } from '~/lib/root-data/root-data'
import { useOptionalRootData, useRootData } from '~/lib/root-data/use-root-data'

export function toLayoutProps(data: RootData): Omit<BaseLayoutProps, 'children'> {
  return {
    settings: data.storeSettingData,
    isSignedIn: data.authId !== null,
    browser: data.browser,
  }
}

/** Props shared by every layout, from the root data. */
export function useLayoutProps(): Omit<BaseLayoutProps, 'children'> {
  return toLayoutProps(useRootData())
}

/** Same, for screens that may render without root data (root error boundary). */
export function useOptionalLayoutProps(): Omit<BaseLayoutProps, 'children'> | undefined {
  const data = useOptionalRootData()
  return data ? toLayoutProps(data) : undefined
}
