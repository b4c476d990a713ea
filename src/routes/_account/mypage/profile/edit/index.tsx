import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { withFormCode } from '~/components/before-hydration/lazy-form'
import { getGetMypageProfileEditScreenDataSuspenseQueryOptions } from '~generated/api/mypage-profile/mypage-profile'
import {
  DeferredProfileImageForm,
  ProfileImagePage,
} from '~/features/mypage-profile/image/ProfileImagePage'
import { loadScreenData } from '~/lib/api/screen-data'
import { pageTitle } from '~/lib/i18n/page-title'

export const Route = createFileRoute('/_account/mypage/profile/edit/')({
  staticData: { accountNav: 'back' },
  loader: ({ context }) =>
    withFormCode(
      DeferredProfileImageForm,
      loadScreenData(context.queryClient, getGetMypageProfileEditScreenDataSuspenseQueryOptions()),
    ),
  head: ({ match }) => pageTitle(match.context.i18n, msg`プロフィール画像`),
  component: ProfileImagePage,
})
