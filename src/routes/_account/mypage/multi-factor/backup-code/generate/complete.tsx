import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { getGetMypageMultiFactorBackupCodeGenerateCompleteScreenDataSuspenseQueryOptions } from '~generated/api/mypage-security/mypage-security'
import { BackupCodeGenerateCompletePage } from '~/features/mypage-security/backup-code/BackupCodeGenerateCompletePage'
import { loadScreenData } from '~/lib/api/screen-data'
import { pageTitle } from '~/lib/i18n/page-title'

export const Route = createFileRoute('/_account/mypage/multi-factor/backup-code/generate/complete')(
  {
    staticData: { accountNav: 'none' },
    loader: ({ context }) =>
      loadScreenData(
        context.queryClient,
        getGetMypageMultiFactorBackupCodeGenerateCompleteScreenDataSuspenseQueryOptions(),
      ),
    head: ({ match }) => pageTitle(match.context.i18n, msg`バックアップコードの発行完了`),
    component: BackupCodeGenerateCompletePage,
  },
)
