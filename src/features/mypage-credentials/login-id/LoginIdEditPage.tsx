import { useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { getGetMypageLoginIdEditScreenDataSuspenseQueryOptions } from '~generated/api/mypage-credentials/mypage-credentials'
import type { GetMypageLoginIdEditScreenDataParams } from '~generated/api/model'
import { lazyForm } from '~/components/before-hydration/lazy-form'
import { PasswordFirst } from '../shared/PasswordFirst'
import type { LoginIdEditFormProps } from './LoginIdEditForm'

/** Its code loads with the page (decision 0025). */
export const DeferredLoginIdEditForm = lazyForm<LoginIdEditFormProps>(() =>
  import('./LoginIdEditForm').then((module) => module.LoginIdEditForm),
)

/**
 * /mypage/login-id/edit?returnTo=…: the form that sets or changes the login ID (LoginIdEditForm);
 * without a password only the message and the way to set one (spec 02 §2).
 */
export function LoginIdEditPage(params: GetMypageLoginIdEditScreenDataParams) {
  const { t } = useLingui()
  const { data } = useSuspenseQuery(getGetMypageLoginIdEditScreenDataSuspenseQueryOptions(params))
  if (data.hasPassword) return <DeferredLoginIdEditForm data={data} returnTo={params.returnTo} />
  return (
    <PasswordFirst
      title={t`ログインIDの設定`}
      message={t`ログインIDを設定するには、先にパスワードを設定してください。`}
    />
  )
}
