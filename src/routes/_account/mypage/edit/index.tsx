import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { withFormCode } from '~/components/before-hydration/lazy-form'
import { getGetMypageEditScreenDataSuspenseQueryOptions } from '~generated/api/mypage-profile/mypage-profile'
import {
  DeferredMypageEditForm,
  MypageEditPage,
} from '~/features/mypage-profile/edit/MypageEditPage'
import { loadScreenData } from '~/lib/api/screen-data'
import { pageTitle } from '~/lib/i18n/page-title'

export const Route = createFileRoute('/_account/mypage/edit/')({
  staticData: { accountNav: 'back' },
  loader: ({ context }) =>
    withFormCode(
      DeferredMypageEditForm,
      loadScreenData(context.queryClient, getGetMypageEditScreenDataSuspenseQueryOptions()),
    ),
  head: ({ match }) => pageTitle(match.context.i18n, msg`会員情報の変更`),
  component: MypageEditPage,
})
