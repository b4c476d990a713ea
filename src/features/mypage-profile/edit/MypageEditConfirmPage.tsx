import { useSuspenseQuery } from '@tanstack/react-query'
import { getGetMypageEditConfirmScreenDataSuspenseQueryOptions } from '~generated/api/mypage-profile/mypage-profile'
import { lazyForm } from '~/components/before-hydration/lazy-form'
import type { MypageEditConfirmFormProps } from './MypageEditConfirmForm'

/** Its code loads with the page (decision 0025). */
export const DeferredMypageEditConfirmForm = lazyForm<MypageEditConfirmFormProps>(() =>
  import('./MypageEditConfirmForm').then((module) => module.MypageEditConfirmForm),
)

/** /mypage/edit/confirm: the values to save and the button that saves them (MypageEditConfirmForm). */
export function MypageEditConfirmPage() {
  const { data } = useSuspenseQuery(getGetMypageEditConfirmScreenDataSuspenseQueryOptions())
  return <DeferredMypageEditConfirmForm data={data} />
}
