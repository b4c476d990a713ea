import { useSuspenseQuery } from '@tanstack/react-query'
import { getGetMypagePasswordEditScreenDataSuspenseQueryOptions } from '~generated/api/mypage-credentials/mypage-credentials'
import { lazyForm } from '~/components/before-hydration/lazy-form'
import type { PasswordEditFormProps } from './PasswordEditForm'

/** Its code loads with the page (decision 0025). */
export const DeferredPasswordEditForm = lazyForm<PasswordEditFormProps>(() =>
  import('./PasswordEditForm').then((module) => module.PasswordEditForm),
)

/** /mypage/password/edit: the form that changes the password (PasswordEditForm). */
export function PasswordEditPage() {
  const { data } = useSuspenseQuery(getGetMypagePasswordEditScreenDataSuspenseQueryOptions())
  return <DeferredPasswordEditForm data={data} />
}
