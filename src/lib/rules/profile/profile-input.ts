import type {
  CustomAssociatedInfoDefinition,
  CustomAssociatedInfoValue,
  Profile,
} from '~generated/api/model'
import { type CustomInfoInput, fromCustomInfoValue, shownCustomInfo } from './custom-info'
import { PROFILE_INPUT_FIELDS, type ProfileInputField } from './field-rules'

/**
 * The profile part of a form's values as typed (sign-up, My Page basic info): every standard
 * input a string, and one custom input per shown custom field, in the order of the setting.
 */
export type ProfileFormInput = Record<ProfileInputField, string> & {
  custom: CustomInfoInput[]
}

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value)

/**
 * The profile inputs filled from saved values (the member's account, a draft kept by the
 * backend, the values back from a confirm screen), empty where there are none. Custom values
 * come from `profile.customAssociatedInfo` unless given apart (My Page's draft keeps them apart).
 */
export function initialProfileInput(
  definitions: readonly CustomAssociatedInfoDefinition[] | undefined,
  profile: Profile | null | undefined,
  customValues: readonly CustomAssociatedInfoValue[] = profile?.customAssociatedInfo ?? [],
): ProfileFormInput {
  const fields = Object.fromEntries(
    PROFILE_INPUT_FIELDS.map((field) => [field, text(profile?.[field])]),
  ) as Record<ProfileInputField, string>
  return {
    ...fields,
    custom: shownCustomInfo(definitions).map((definition) =>
      fromCustomInfoValue(
        definition,
        customValues.find((value) => value.id === definition.id)?.value,
      ),
    ),
  }
}
