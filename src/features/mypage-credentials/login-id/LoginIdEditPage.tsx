import { useLingui } from '@lingui/react/macro'
import { Text, Title } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { getGetMypageLoginIdEditScreenDataSuspenseQueryOptions } from '~generated/api/mypage-credentials/mypage-credentials'
import type { GetMypageLoginIdEditScreenDataParams } from '~generated/api/model'
import { ButtonLink } from '~/components/button/ButtonLink'
import { deferUntilInteraction } from '~/components/form/defer-until-interaction'
import { NarrowColumn } from '~/components/layouts/NarrowColumn'
import type { LoginIdEditFormProps } from './LoginIdEditForm'

/** Its code loads when the member first uses it (decision 0020). */
export const DeferredLoginIdEditForm = deferUntilInteraction<LoginIdEditFormProps>(() =>
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
    <NarrowColumn>
      <Title order={1}>{t`ログインIDの設定`}</Title>
      <Text>{t`ログインIDを設定するには、先にパスワードを設定してください。`}</Text>
      <ButtonLink to="/mypage/enable-password">{t`パスワードを設定する`}</ButtonLink>
    </NarrowColumn>
  )
}
