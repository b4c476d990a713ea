import { useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { getGetMypageLoginMethodScreenDataSuspenseQueryOptions } from '~generated/api/mypage-credentials/mypage-credentials'
import { lazyForm } from '~/components/before-hydration/lazy-form'
import { PasswordFirst } from '../shared/PasswordFirst'
import type { LoginMethodFormProps } from './LoginMethodForm'

/** Its code loads with the page (decision 0025). */
export const DeferredLoginMethodForm = lazyForm<LoginMethodFormProps>(() =>
  import('./LoginMethodForm').then((module) => module.LoginMethodForm),
)

/**
 * /mypage/login-method: the form that chooses how the member signs in (LoginMethodForm). Both
 * choices sign in with a password and a login ID, which needs a password (spec 02 §2, §6): a member
 * without one (no current choice) gets only the message and the way to set one, as on
 * /mypage/login-id/edit.
 */
export function LoginMethodPage() {
  const { t } = useLingui()
  const { data } = useSuspenseQuery(getGetMypageLoginMethodScreenDataSuspenseQueryOptions())
  if (data.loginMethod !== null) return <DeferredLoginMethodForm data={data} />
  return (
    <PasswordFirst
      title={t`ログイン方法`}
      message={t`ログイン方法を選ぶには、先にパスワードを設定してください。`}
    />
  )
}
