import { useSuspenseQuery } from '@tanstack/react-query'
import { getGetMypagePasswordEditScreenDataSuspenseQueryOptions } from '~generated/api/mypage-credentials/mypage-credentials'
import { deferUntilInteraction } from '~/components/form/defer-until-interaction'
import type { PasswordEditFormProps } from './PasswordEditForm'

/** Its code loads when the member first uses it (decision 0020). */
export const DeferredPasswordEditForm = deferUntilInteraction<PasswordEditFormProps>(() =>
  import('./PasswordEditForm').then((module) => module.PasswordEditForm),
)

/** /mypage/password/edit: the form that changes the password (PasswordEditForm). */
export function PasswordEditPage() {
  const { data } = useSuspenseQuery(getGetMypagePasswordEditScreenDataSuspenseQueryOptions())
  return <DeferredPasswordEditForm data={data} />
}
