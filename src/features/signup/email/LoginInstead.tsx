import { useLingui } from '@lingui/react/macro'
import { Text } from '@mantine/core'
import { AnchorLink } from '~/components/router-links'

/** Under an e-mail that already has an account: the way to the login page instead. */
export function LoginInstead({ to = '/login' }: { to?: '/login' | '/oidc/login' }) {
  const { t } = useLingui()
  return (
    <Text size="sm">
      {t`このメールアドレスで登録済みの方は`}{' '}
      <AnchorLink to={to} underline="always">{t`ログインはこちら`}</AnchorLink>
    </Text>
  )
}
