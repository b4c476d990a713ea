import { useLingui } from '@lingui/react/macro'
import { Text, Title } from '@mantine/core'
import { ButtonLink } from '~/components/button/ButtonLink'
import { NarrowColumn } from '~/components/layouts/NarrowColumn'

/**
 * What a sign-in setting that needs a password shows a member who has none (external accounts
 * only): why it cannot be used yet and the way to set a password (spec 02 §2, §6).
 */
export function PasswordFirst({ title, message }: { title: string; message: string }) {
  const { t } = useLingui()
  return (
    <NarrowColumn>
      <Title order={1}>{title}</Title>
      <Text>{message}</Text>
      <ButtonLink to="/mypage/enable-password">{t`パスワードを設定する`}</ButtonLink>
    </NarrowColumn>
  )
}
