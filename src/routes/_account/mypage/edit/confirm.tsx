import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { withFormCode } from '~/components/before-hydration/lazy-form'
import { getGetMypageEditConfirmScreenDataSuspenseQueryOptions } from '~generated/api/mypage-profile/mypage-profile'
import {
  DeferredMypageEditConfirmForm,
  MypageEditConfirmPage,
} from '~/features/mypage-profile/edit/MypageEditConfirmPage'
import { loadScreenData } from '~/lib/api/screen-data'
import { pageTitle } from '~/lib/i18n/page-title'

export const Route = createFileRoute('/_account/mypage/edit/confirm')({
  staticData: { accountNav: 'none' },
  loader: ({ context }) =>
    withFormCode(
      DeferredMypageEditConfirmForm,
      loadScreenData(context.queryClient, getGetMypageEditConfirmScreenDataSuspenseQueryOptions()),
    ),
  head: ({ match }) => pageTitle(match.context.i18n, msg`入力内容の確認`),
  component: MypageEditConfirmPage,
})
