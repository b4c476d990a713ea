import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { getGetMypagePasskeysScreenDataSuspenseQueryOptions } from '~generated/api/passkeys/passkeys'
import { PasskeysPage } from '~/features/mypage-security/passkeys/PasskeysPage'
import { loadScreenData } from '~/lib/api/screen-data'
import { pageTitle } from '~/lib/i18n/page-title'

export const Route = createFileRoute('/_account/mypage/passkeys/')({
  staticData: { accountBackTo: '/mypage' },
  loader: ({ context }) =>
    loadScreenData(context.queryClient, getGetMypagePasskeysScreenDataSuspenseQueryOptions()),
  head: ({ match }) => pageTitle(match.context.i18n, msg`パスキー`),
  component: PasskeysPage,
})
