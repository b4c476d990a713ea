import { useSuspenseQuery } from '@tanstack/react-query'
import { getGetMypageProfileEditScreenDataSuspenseQueryOptions } from '~generated/api/mypage-profile/mypage-profile'
import { deferUntilInteraction } from '~/components/form/defer-until-interaction'
import { NarrowColumn } from '~/components/layouts/NarrowColumn'
import type { ProfileImageFormProps } from './ProfileImageForm'

/** Its code loads when the member first uses it (decision 0020). */
export const DeferredProfileImageForm = deferUntilInteraction<ProfileImageFormProps>(() =>
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
