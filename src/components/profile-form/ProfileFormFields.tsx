import { memo } from 'react'
import type { AccountRegistrationSetting, Country } from '~generated/api/model'
import { AddressFields } from './AddressFields'
import { CustomInfoFields } from './CustomInfoFields'
import { ProfileFields } from './ProfileFields'

export interface ProfileFormFieldsProps {
  setting: AccountRegistrationSetting
  countries: readonly Country[]
  /**
   * Correct the birthday as it is typed against this day (My Page basic info, spec 02 §5); sign-up
   * leaves it as typed.
   */
  clampBirthdayTo?: Date
}

/**
 * Every profile field of a form (sign-up, My Page basic info), each REQUIRED 必須, OPTIONAL 任意
 * or hidden (NOT_USE) per the store's registration setting. The surrounding form's values hold a
 * `ProfileFormInput`; its schema is `profileSchemaShape` of the same setting.
 *
 * Memoized: the fields follow the form through their own subscriptions, so a render of the page
 * (the form's own state: ready right after hydration, submitting) does not render them all again.
 */
export const ProfileFormFields = memo(function ProfileFormFields({
  setting,
  countries,
  clampBirthdayTo,
}: ProfileFormFieldsProps) {
  return (
    <>
      <ProfileFields setting={setting} clampBirthdayTo={clampBirthdayTo} />
      <AddressFields setting={setting} countries={countries} />
      <CustomInfoFields definitions={setting.customAssociatedInfo} />
    </>
  )
})
