import { http } from 'msw'
import type {
  MypageLoginHistoryScreenData,
  MypageMultiFactorTrustedDeviceScreenData,
} from '~generated/api/model'
import { clientIp } from '../auth/device'
import { COOKIE, readCookie } from '../cookies'
import {
  fieldError,
  invalid,
  noContent,
  notFound,
  ok,
  readBody,
  redirectTo,
  route,
  text,
} from '../http'
import { member } from './context'

/** Login history and trusted devices (spec 02 §2 "Login history", "Multi-factor"). */
export const mypageSecurityHandlers = [
  http.get(
    route('/zapi/internal/mypage/login-history/screen-data'),
    member(({ request, state, account }) => {
      const body: MypageLoginHistoryScreenData = {
        loginHistory: account.loginHistory.slice(0, 30),
        currentIp: clientIp(request),
        canChangePassword: account.password !== null,
        canSetUpMultiFactor: (state.store.status.allowedMultiFactorTypes ?? []).length > 0,
        canReviewSessions: state.store.status.isActiveSessionsEnabled === true,
      }
      return ok(body)
    }),
  ),

  http.get(
    route('/zapi/internal/mypage/multi-factor/trusted-device/screen-data'),
    member(({ request, account }) => {
      const current = readCookie(request, COOKIE.trustedDevice)
      const body: MypageMultiFactorTrustedDeviceScreenData = {
        trustedDevices: account.trustedDevices.map(
          ({ deviceToken, createdAt, deviceInfo, browserInfo }) => ({
            deviceToken,
            createdAt,
            currentDevice: deviceToken === current,
            option: { deviceInfo, browserInfo },
          }),
        ),
      }
      return ok(body)
    }),
  ),

  http.delete(
    route('/zapi/account/trusted-device'),
    member(async ({ request, account }) => {
      const deviceToken = text(await readBody(request), 'deviceToken')
      if (!/^[A-Za-z0-9_-]{1,256}$/.test(deviceToken))
        return invalid([
          fieldError('deviceToken', 'VALIDATION_ERROR', 'デバイスが指定されていません。'),
        ])
      if (!account.trustedDevices.some((device) => device.deviceToken === deviceToken))
        return notFound('信頼済みデバイスが見つかりません。')
      account.trustedDevices = account.trustedDevices.filter(
        (device) => device.deviceToken !== deviceToken,
      )
      return noContent()
    }),
  ),

  http.delete(
    route('/zapi/account/trusted-device/all'),
    member(({ account }) => {
      account.trustedDevices = []
      return redirectTo('/mypage/multi-factor/trusted-device/bulk-delete/complete')
    }),
  ),

  http.get(
    route('/zapi/internal/mypage/multi-factor/trusted-device/bulk-delete/complete/screen-data'),
    member(() => ok({ backTo: '/mypage/multi-factor/trusted-device' })),
  ),
]
