import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Text } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { getGetPasswordForgotCompleteScreenDataSuspenseQueryOptions } from '~generated/api/password-reset/password-reset'
import { CompletionScreen } from '~/components/layouts/CompletionScreen'
import { AnchorLink } from '~/components/router-links'

/** /password/forgot/complete: the link is on its way (spec 01 §2, §9: within 15 minutes). */
export function ForgotCompletePage() {
  const { t } = useLingui()
  const { data } = useSuspenseQuery(getGetPasswordForgotCompleteScreenDataSuspenseQueryOptions())
  const { email, mailArrivalMinutes } = data

  return (
    <CompletionScreen
      title={t`メールを送信しました`}
      next={{ label: t`ログイン画面へ`, href: data.loginUrl, fallback: '/login' }}
      links={
        <AnchorLink to="/password/forgot" size="sm">
          {t`メールアドレスを入力し直す`}
        </AnchorLink>
      }
    >
      <Text>
        {t`${email} が登録されている場合は、パスワード再設定用のリンクをお送りしました。メールに記載されたリンクから新しいパスワードを設定してください。`}
      </Text>
      <Text>
        {t`メールは${plural(mailArrivalMinutes, { other: `${mailArrivalMinutes}分` })}以内に届きます。届かない場合は、迷惑メールフォルダをご確認のうえ、メールアドレスを確かめてもう一度お試しください。`}
      </Text>
    </CompletionScreen>
  )
}
