import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { getGetMypageMultiFactorBackupCodeScreenDataSuspenseQueryOptions } from '~generated/api/mypage-security/mypage-security'
import { BackupCodePage } from '~/features/mypage-security/backup-code/BackupCodePage'
import { loadScreenData } from '~/lib/api/screen-data'
import { pageTitle } from '~/lib/i18n/page-title'

export const Route = createFileRoute('/_account/mypage/multi-factor/backup-code/')({
  staticData: { accountBackTo: '/mypage/multi-factor' },
  loader: ({ context }) =>
    loadScreenData(
      context.queryClient,
      getGetMypageMultiFactorBackupCodeScreenDataSuspenseQueryOptions(),
    ),
  head: ({ match }) => pageTitle(match.context.i18n, msg`バックアップコード`),
  component: BackupCodePage,
})
