import { useLingui } from '@lingui/react/macro'
import { Anchor, Text } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { getGetSignupCompleteScreenDataSuspenseQueryOptions } from '~generated/api/signup/signup'
import { CompletionScreen } from '~/components/layouts/CompletionScreen'
import { HrefLink } from '~/components/HrefLink'

/** /signup/complete: the new member is registered and signed in. */
export function SignupCompletePage() {
  const { t } = useLingui()
  const { data } = useSuspenseQuery(getGetSignupCompleteScreenDataSuspenseQueryOptions())
  return (
    <CompletionScreen
      title={t`会員登録が完了しました`}
      next={{ label: t`サービスを利用する`, href: data.continueTo, fallback: '/mypage' }}
      links={
        data.isPlanPurchaseOffered && (
          <Anchor component={HrefLink} href="/signup/plans">
            {t`続けてプランを購入する`}
          </Anchor>
        )
      }
    >
      {data.email && <Text>{t`${data.email} で会員登録しました。`}</Text>}
      <Text>{t`ご登録ありがとうございます。引き続きサービスをお楽しみください。`}</Text>
    </CompletionScreen>
  )
}
