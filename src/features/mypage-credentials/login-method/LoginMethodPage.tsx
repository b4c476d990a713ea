import { useSuspenseQuery } from '@tanstack/react-query'
import { getGetMypageLoginMethodScreenDataSuspenseQueryOptions } from '~generated/api/mypage-credentials/mypage-credentials'
import { deferUntilInteraction } from '~/components/form/defer-until-interaction'
import type { LoginMethodFormProps } from './LoginMethodForm'

/** Its code loads when the member first uses it (decision 0020). */
export const DeferredLoginMethodForm = deferUntilInteraction<LoginMethodFormProps>(() =>
  import('./LoginMethodForm').then((module) => module.LoginMethodForm),
)

/** /mypage/login-method: the form that chooses how the member signs in (LoginMethodForm). */
export function LoginMethodPage() {
  const { data } = useSuspenseQuery(getGetMypageLoginMethodScreenDataSuspenseQueryOptions())
  return <DeferredLoginMethodForm data={data} />
}
