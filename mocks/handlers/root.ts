import { http } from 'msw'
import type {
  AccountHeaderScreenData,
  BrowserInfo,
  HomeScreenData,
  RootScreenData,
} from '~generated/api/model'
import { detectBrowser } from '../../src/lib/browser/detect-browser'
import { ok, route, safeReturnTo } from '../http'
import { displayName } from '../views/account'
import { heldSubscriptions } from '../views/subscriptions'
import { visitor } from './context'

/** Browser facts from the user agent, as the real backend derives them. */
export const browserOf = (request: Request): BrowserInfo =>
  detectBrowser(request.headers.get('user-agent'))

export const rootHandlers = [
  http.get(
    route('/zapi/internal/root/screen-data'),
    visitor(({ request, state, account }) => {
      const { store } = state
      const body: RootScreenData = {
        authId: account?.id ?? null,
        storeSettingData: store.settings,
        storeStatus: store.status,
        browser: browserOf(request),
        authCodeSetting: store.authCodeSetting,
        ...(store.antiBot ? { antiBot: store.antiBot } : {}),
      }
      return ok(body)
    }),
  ),

  http.get(
    route('/zapi/internal/account-header/screen-data'),
    visitor(({ url, state, account }) => {
      const body: AccountHeaderScreenData = {
        isSignedIn: account !== undefined,
        profileImageUrl:
          account && state.store.status.isProfileImageEnabled ? account.profileImageUrl : null,
        displayName: account ? displayName(account) : null,
        hasSubscriptionPlan: account ? heldSubscriptions(account).length > 0 : false,
        backUrl: safeReturnTo(url.searchParams.get('returnTo')) ?? '/mypage',
      }
      return ok(body)
    }),
  ),

  http.get(
    route('/zapi/internal/screen-data'),
    visitor(({ request, state, account }) => {
      const body: HomeScreenData = {
        isSignedIn: account !== undefined,
        displayName: account ? displayName(account) : null,
        showPlanList: state.store.status.hasSubscriptionPlan && !browserOf(request).isApp,
        isSignupEnabled: state.store.isSignupEnabled,
      }
      return ok(body)
    }),
  ),
]
