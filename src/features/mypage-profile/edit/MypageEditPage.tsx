import { useSuspenseQuery } from '@tanstack/react-query'
import { getGetMypageEditScreenDataSuspenseQueryOptions } from '~generated/api/mypage-profile/mypage-profile'
import { lazyForm } from '~/components/before-hydration/lazy-form'
import { NarrowColumn } from '~/components/layouts/NarrowColumn'
import type { MypageEditFormProps } from './MypageEditForm'

/** The basic-info form: its code loads with the page (decision 0025). */
export const DeferredMypageEditForm = lazyForm<MypageEditFormProps>(() =>
  import('./MypageEditForm').then((module) => module.MypageEditForm),
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
