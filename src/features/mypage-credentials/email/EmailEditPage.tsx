import { useSuspenseQuery } from '@tanstack/react-query'
import { getGetMypageEmailEditScreenDataSuspenseQueryOptions } from '~generated/api/mypage-credentials/mypage-credentials'
import { deferUntilInteraction } from '~/components/form/defer-until-interaction'
import type { EmailEditFormProps } from './EmailEditForm'

/** Its code loads when the member first uses it (decision 0020). */
export const DeferredEmailEditForm = deferUntilInteraction<EmailEditFormProps>(() =>
  import('./EmailEditForm').then((module) => module.EmailEditForm),
)

/** /mypage/email/edit: the form that sends a PIN to the new address (EmailEditForm). */
export function EmailEditPage() {
  const { data } = useSuspenseQuery(getGetMypageEmailEditScreenDataSuspenseQueryOptions())
  return <DeferredEmailEditForm data={data} />
}
