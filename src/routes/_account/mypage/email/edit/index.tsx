import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { withFormCode } from '~/components/before-hydration/lazy-form'
import { getGetMypageEmailEditScreenDataSuspenseQueryOptions } from '~generated/api/mypage-credentials/mypage-credentials'
import {
  DeferredEmailEditForm,
  EmailEditPage,
} from '~/features/mypage-credentials/email/EmailEditPage'
import { loadScreenData } from '~/lib/api/screen-data'
import { pageTitle } from '~/lib/i18n/page-title'

export const Route = createFileRoute('/_account/mypage/email/edit/')({
  loader: ({ context }) =>
    withFormCode(
      DeferredEmailEditForm,
      loadScreenData(context.queryClient, getGetMypageEmailEditScreenDataSuspenseQueryOptions()),
    ),
  head: ({ match }) => pageTitle(match.context.i18n, msg`メールアドレスの変更`),
  component: EmailEditPage,
})
