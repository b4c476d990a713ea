import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { getGetMypageDataExportScreenDataSuspenseQueryOptions } from '~generated/api/mypage-data-export/mypage-data-export'
import { DataExportPage } from '~/features/mypage-privacy/data-export/DataExportPage'
import { loadScreenData } from '~/lib/api/screen-data'
import { pageTitle } from '~/lib/i18n/page-title'

export const Route = createFileRoute('/_account/mypage/data-export/')({
  staticData: { accountBackTo: '/mypage' },
  loader: ({ context }) =>
    loadScreenData(context.queryClient, getGetMypageDataExportScreenDataSuspenseQueryOptions()),
  head: ({ match }) => pageTitle(match.context.i18n, msg`データのダウンロード`),
  component: DataExportPage,
})
