import { useLingui } from '@lingui/react/macro'
import { Button, Text, Title } from '@mantine/core'
import { useGetPasswordForgotCompleteScreenDataSuspense } from '~generated/api/password-reset/password-reset'
import { AnchorLink } from '~/components/router-links'
import { HrefLink } from '~/components/HrefLink'
import { NarrowColumn } from '~/components/layouts/NarrowColumn'
import { safeRedirectPath } from '~/lib/security/safe-redirect'

/** /password/forgot/complete: the link is on its way (spec 01 §2, §9: within 15 minutes). */
export function ForgotCompletePage() {
  const { t } = useLingui()
  const { data } = useGetPasswordForgotCompleteScreenDataSuspense()
  const { email, mailArrivalMinutes } = data

  return (
    <NarrowColumn>
      <Title order={1}>{t`メールを送信しました`}</Title>
      <Text>
        {t`${email} が登録されている場合は、パスワード再設定用のリンクをお送りしました。メールに記載されたリンクから新しいパスワードを設定してください。`}
      </Text>
      <Text>
        {t`メールは${mailArrivalMinutes}分以内に届きます。届かない場合は、迷惑メールフォルダをご確認のうえ、メールアドレスを確かめてもう一度お試しください。`}
      </Text>
      <Button component={HrefLink} href={safeRedirectPath(data.loginUrl, '/login')}>
        {t`ログイン画面へ`}
      </Button>
      <AnchorLink to="/password/forgot" size="sm">
        {t`メールアドレスを入力し直す`}
      </AnchorLink>
    </NarrowColumn>
  )
}
