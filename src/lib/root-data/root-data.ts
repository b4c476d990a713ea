import { getGetRootScreenDataSuspenseQueryOptions } from '~generated/api/root/root'
import type { RootScreenData } from '~generated/api/model'

/** Root screen data: authId, store settings and status, browser info (spec 01 §3). */
export type RootData = RootScreenData
export type StoreSettingData = RootScreenData['storeSettingData']

/** Cookie carrying the signed-in account id (set by the backend, path '/'). */
export const ACCOUNT_ID_COOKIE = 'account_id'

/**
 * The one source of the root data. It changes only when the visitor signs in or out, which
 * reloads the page, so it never goes stale within a page's life.
 */
export function getRootDataQueryOptions() {
  return getGetRootScreenDataSuspenseQueryOptions({ query: { staleTime: Infinity } })
}
