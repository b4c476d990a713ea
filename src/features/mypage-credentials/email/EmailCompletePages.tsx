import { useLingui } from '@lingui/react/macro'
import { Text } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import {
  getGetMypageEmailEditCompleteScreenDataSuspenseQueryOptions,
  getGetMypageEmailVerifyCompleteScreenDataSuspenseQueryOptions,
} from '~generated/api/mypage-credentials/mypage-credentials'
import { CompletionScreen } from '~/components/layouts/CompletionScreen'

/** /mypage/email/edit/complete: the contact address is the new one. */
export function EmailEditCompletePage() {
  const { t } = useLingui()
  const { data } = useSuspenseQuery(getGetMypageEmailEditCompleteScreenDataSuspenseQueryOptions())
  const email = data.contactEmail
  return (
    <CompletionScreen
      title={t`メールアドレスを変更しました`}
      next={{ label: t`マイページへ戻る`, href: data.backTo, fallback: '/mypage' }}
    >
      <Text style={{ overflowWrap: 'anywhere' }}>
        {t`メールアドレスを ${email} に変更しました。次回からこのメールアドレスでログインしてください。`}
      </Text>
    </CompletionScreen>
  )
}

/** /mypage/email/verify/complete: the contact address is verified. */
export function EmailVerifyCompletePage() {
  const { t } = useLingui()
  const { data } = useSuspenseQuery(getGetMypageEmailVerifyCompleteScreenDataSuspenseQueryOptions())
  const email = data.contactEmail
  return (
    <CompletionScreen
      title={t`メールアドレスを認証しました`}
      next={{ label: t`マイページへ戻る`, href: data.backTo, fallback: '/mypage' }}
    >
      <Text style={{ overflowWrap: 'anywhere' }}>{t`${email} の認証が完了しました。`}</Text>
    </CompletionScreen>
  )
}
