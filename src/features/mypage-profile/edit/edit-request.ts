import type {
  AccountEditConfirmRequest,
  AccountEditInputtedData,
  AccountEditRequest,
  MypageEditScreenData,
} from '~generated/api/model'
import { shownCustomInfo } from '~/lib/rules/profile/custom-info'
import { initialProfileInput, type ProfileFormInput } from '~/lib/rules/profile/profile-input'
import { toProfile } from '~/lib/rules/profile/profile-payload'
import { type ProfileFormField, profileFormField } from '~/lib/rules/profile/server-fields'

/**
 * The form's first values: the input kept by the confirm call when the member comes back with
 * the fix button (the contract's `draft`), else the account as saved.
 */
export function initialEditInput(data: MypageEditScreenData): ProfileFormInput {
  const definitions = data.registrationSetting.customAssociatedInfo
  return data.draft
    ? initialProfileInput(definitions, data.draft.formData, data.draft.customAssociatedInfoData)
    : initialProfileInput(definitions, data.account)
}

/**
 * POST /zapi/account/edit/confirm (spec 02 §7): the standard fields as `formData` (empty and
 * NOT_USE ones as null), the custom ones as `customAssociatedInfoData`, and the copies of the
 * setting and account the page was given.
 */
export function toEditConfirmRequest(
  input: ProfileFormInput,
  data: MypageEditScreenData,
): AccountEditConfirmRequest {
  const { customAssociatedInfo = [], ...formData } = toProfile(input, data.registrationSetting)
  return {
    inputtedData: {
      formData,
      customAssociatedInfoData: customAssociatedInfo,
      setting: data.registrationSetting,
      account: data.account,
    },
  }
}

/** POST /zapi/account/edit: the confirmed values as `optionalInfo`, custom ones inside. */
export function toEditRequest(confirmed: AccountEditInputtedData): AccountEditRequest {
  return {
    optionalInfo: {
      ...confirmed.formData,
      customAssociatedInfo: confirmed.customAssociatedInfoData,
    },
  }
}

/** The ids of the custom fields the form shows, in form order. */
export const shownCustomIds = (data: MypageEditScreenData) =>
  shownCustomInfo(data.registrationSetting.customAssociatedInfo).map(({ id }) => id)

/**
 * The form field of a field named in the confirm call's failure (`inputtedData.formData.<field>`,
 * `inputtedData.customAssociatedInfo.<id>`), or undefined when the form has none.
 */
export function editFormField(
  serverField: string,
  customIds: readonly string[],
): ProfileFormField | undefined {
  return profileFormField(serverField.replace(/^inputtedData\.(formData\.)?/, ''), customIds)
}
