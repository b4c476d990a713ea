import { useSuspenseQuery } from '@tanstack/react-query'
import { getGetMypageLoginMethodScreenDataSuspenseQueryOptions } from '~generated/api/mypage-credentials/mypage-credentials'
import { lazyForm } from '~/components/before-hydration/lazy-form'
import type { LoginMethodFormProps } from './LoginMethodForm'

/** Its code loads with the page (decision 0025). */
export const DeferredLoginMethodForm = lazyForm<LoginMethodFormProps>(() =>
  import('./LoginMethodForm').then((module) => module.LoginMethodForm),
)

/** /mypage/login-method: the form that chooses how the member signs in (LoginMethodForm). */
export function LoginMethodPage() {
  const { data } = useSuspenseQuery(getGetMypageLoginMethodScreenDataSuspenseQueryOptions())
  return <DeferredLoginMethodForm data={data} />
}
