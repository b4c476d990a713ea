import { useLingui } from '@lingui/react/macro'
import { Text, Title } from '@mantine/core'

/** The title of /mypage/enable-password and what a password adds (spec 02 §2), on both its steps. */
export function EnablePasswordTitle() {
  const { t } = useLingui()
  return (
    <>
      <Title order={1}>{t`パスワードの設定`}</Title>
      <Text>{t`パスワードを設定すると、メールアドレスやログインIDとパスワードでもログインできるようになります。`}</Text>
    </>
  )
}
