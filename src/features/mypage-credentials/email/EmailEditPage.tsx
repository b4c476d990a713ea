import { useSuspenseQuery } from '@tanstack/react-query'
import { getGetMypageEmailEditScreenDataSuspenseQueryOptions } from '~generated/api/mypage-credentials/mypage-credentials'
import { lazyForm } from '~/components/before-hydration/lazy-form'
import type { EmailEditFormProps } from './EmailEditForm'

/** Its code loads with the page (decision 0025). */
export const DeferredEmailEditForm = lazyForm<EmailEditFormProps>(() =>
  import('./EmailEditForm').then((module) => module.EmailEditForm),
)

/** /mypage/email/edit: the form that sends a PIN to the new address (EmailEditForm). */
export function EmailEditPage() {
  const { data } = useSuspenseQuery(getGetMypageEmailEditScreenDataSuspenseQueryOptions())
  return <DeferredEmailEditForm data={data} />
}
