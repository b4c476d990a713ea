import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { withFormCode } from '~/components/before-hydration/lazy-form'
import { getGetMypageMultiFactorBackupCodeGenerateScreenDataSuspenseQueryOptions } from '~generated/api/mypage-security/mypage-security'
import {
  BackupCodeGeneratePage,
  DeferredBackupCodeSaveForm,
} from '~/features/mypage-security/backup-code/BackupCodeGeneratePage'
import { loadScreenData } from '~/lib/api/screen-data'
import { pageTitle } from '~/lib/i18n/page-title'

export const Route = createFileRoute('/_account/mypage/multi-factor/backup-code/generate/')({
  staticData: { accountBackTo: '/mypage/multi-factor/backup-code' },
  loader: ({ context }) =>
    withFormCode(
      DeferredBackupCodeSaveForm,
      loadScreenData(
        context.queryClient,
        getGetMypageMultiFactorBackupCodeGenerateScreenDataSuspenseQueryOptions(),
      ),
    ),
  head: ({ match }) => pageTitle(match.context.i18n, msg`バックアップコードの発行`),
  component: BackupCodeGeneratePage,
})
