import { useSuspenseQuery } from '@tanstack/react-query'
import { getGetMypageEditConfirmScreenDataSuspenseQueryOptions } from '~generated/api/mypage-profile/mypage-profile'
import { deferUntilInteraction } from '~/components/form/defer-until-interaction'
import type { MypageEditConfirmFormProps } from './MypageEditConfirmForm'

/** Its code loads when the member first uses it (decision 0020). */
export const DeferredMypageEditConfirmForm = deferUntilInteraction<MypageEditConfirmFormProps>(() =>
  import('./MypageEditConfirmForm').then((module) => module.MypageEditConfirmForm),
)

/** /mypage/edit/confirm: the values to save and the button that saves them (MypageEditConfirmForm). */
export function MypageEditConfirmPage() {
  const { data } = useSuspenseQuery(getGetMypageEditConfirmScreenDataSuspenseQueryOptions())
  return <DeferredMypageEditConfirmForm data={data} />
}
