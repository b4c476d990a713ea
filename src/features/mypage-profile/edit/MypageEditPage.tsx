import { useSuspenseQuery } from '@tanstack/react-query'
import { getGetMypageEditScreenDataSuspenseQueryOptions } from '~generated/api/mypage-profile/mypage-profile'
import { deferUntilInteraction } from '~/components/form/defer-until-interaction'
import { NarrowColumn } from '~/components/layouts/NarrowColumn'
import { hasEditDraft } from './edit-draft'
import type { MypageEditFormProps } from './MypageEditForm'

/**
 * Its code loads when the member first uses it (decision 0020), or at once when this tab keeps
 * typing of it to restore (a reload, Back).
 */
export const DeferredMypageEditForm = deferUntilInteraction<MypageEditFormProps>(
  () => import('./MypageEditForm').then((module) => module.MypageEditForm),
  { alreadyUsed: hasEditDraft },
)

/** /mypage/edit: the member's information (MypageEditForm), then on to the confirm screen. */
export function MypageEditPage() {
  const { data } = useSuspenseQuery(getGetMypageEditScreenDataSuspenseQueryOptions())
  return (
    <NarrowColumn>
      <DeferredMypageEditForm data={data} />
    </NarrowColumn>
  )
}
