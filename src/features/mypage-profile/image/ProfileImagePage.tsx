import { useSuspenseQuery } from '@tanstack/react-query'
import { getGetMypageProfileEditScreenDataSuspenseQueryOptions } from '~generated/api/mypage-profile/mypage-profile'
import { lazyForm } from '~/components/before-hydration/lazy-form'
import { NarrowColumn } from '~/components/layouts/NarrowColumn'
import type { ProfileImageFormProps } from './ProfileImageForm'

/** Its code loads with the page (decision 0025). */
export const DeferredProfileImageForm = lazyForm<ProfileImageFormProps>(() =>
  import('./ProfileImageForm').then((module) => module.ProfileImageForm),
)

/** /mypage/profile/edit: the profile image (ProfileImageForm). */
export function ProfileImagePage() {
  const { data } = useSuspenseQuery(getGetMypageProfileEditScreenDataSuspenseQueryOptions())
  return (
    <NarrowColumn>
      <DeferredProfileImageForm data={data} />
    </NarrowColumn>
  )
}
