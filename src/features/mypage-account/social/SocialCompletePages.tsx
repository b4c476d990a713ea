import { useLingui } from '@lingui/react/macro'
import { Text } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import {
  getGetMypageSocialDisableCompleteScreenDataSuspenseQueryOptions,
  getGetMypageSocialEnableCompleteScreenDataSuspenseQueryOptions,
} from '~generated/api/mypage-connections/mypage-connections'
import { CompletionScreen } from '~/components/layouts/CompletionScreen'

/** /mypage/social/enable/complete: the external account is linked. */
export function SocialEnableCompletePage() {
  const { t } = useLingui()
  const { data } = useSuspenseQuery(
    getGetMypageSocialEnableCompleteScreenDataSuspenseQueryOptions(),
  )
  const provider = data.externalAccount?.userIdentifierType
  return (
    <CompletionScreen
      title={t`外部アカウントと連携しました`}
      next={backToMypage(t`マイページへ戻る`)}
    >
      {provider && (
        <Text>{t`${provider}アカウントと連携しました。次回から${provider}アカウントでもログインできます。`}</Text>
      )}
    </CompletionScreen>
  )
}

/** /mypage/social/disable/complete: the external account is unlinked. */
export function SocialDisableCompletePage() {
  const { t } = useLingui()
  const { data } = useSuspenseQuery(
    getGetMypageSocialDisableCompleteScreenDataSuspenseQueryOptions(),
  )
  const provider = data.externalAccount?.userIdentifierType
  return (
    <CompletionScreen
      title={t`外部アカウントとの連携を解除しました`}
      next={backToMypage(t`マイページへ戻る`)}
    >
      {provider && <Text>{t`${provider}アカウントとの連携を解除しました。`}</Text>}
    </CompletionScreen>
  )
}

const backToMypage = (label: string) => ({ label, href: '/mypage', fallback: '/mypage' })
