import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { getGetMypageMultiFactorTrustedDeviceScreenDataSuspenseQueryOptions } from '~generated/api/mypage-security/mypage-security'
import { TrustedDevicePage } from '~/features/mypage-security/trusted-device/TrustedDevicePage'
import { loadScreenData } from '~/lib/api/screen-data'
import { pageTitle } from '~/lib/i18n/page-title'

export const Route = createFileRoute('/_account/mypage/multi-factor/trusted-device/')({
  staticData: { accountBackTo: '/mypage/multi-factor' },
  loader: ({ context }) =>
    loadScreenData(
      context.queryClient,
      getGetMypageMultiFactorTrustedDeviceScreenDataSuspenseQueryOptions(),
    ),
  head: ({ match }) => pageTitle(match.context.i18n, msg`信頼済みデバイス`),
  component: TrustedDevicePage,
})
