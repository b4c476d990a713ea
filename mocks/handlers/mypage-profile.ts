import { http } from 'msw'
import type {
  AccountEditInputtedData,
  CustomAssociatedInfoValue,
  MypageEditConfirmScreenData,
  MypageEditScreenData,
  MypageScreenData,
  Profile,
} from '~generated/api/model'
import { fail, fieldError, invalid, ok, readBody, redirectTo, route } from '../http'
import { profileImageUrl } from '../images'
import {
  cleanProfile,
  customFieldErrors,
  profileErrors,
  standardFieldErrors,
} from '../profile-rules'
import { randomId } from '../state/ids'
import { accountView } from '../views/account'
import { externalAccountsView } from '../views/connections'
import { heldSubscriptions, subscriptionView } from '../views/subscriptions'
import { completion } from './completion'
import { member } from './context'

const PROFILE_IMAGE = /^data:image\/(jpeg|png|gif);base64,[A-Za-z0-9+/]+={0,2}$/

const asObject = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {}

const customValuesOf = (value: unknown): CustomAssociatedInfoValue[] =>
  Array.isArray(value) ? (value as CustomAssociatedInfoValue[]) : []

/** Account top, basic info (edit → confirm → complete) and the profile image (spec 02 §2). */
export const mypageProfileHandlers = [
  http.get(
    route('/zapi/internal/mypage/screen-data'),
    member(({ state, account }) => {
      const body: MypageScreenData = {
        account: accountView(account),
        storeStatus: state.store.status,
        subscriptions: heldSubscriptions(account).map((subscription) =>
          subscriptionView(account, subscription),
        ),
        externalAccounts: externalAccountsView(account),
        remainingBackupCodeCount:
          account.backupCodes.length > 0
            ? account.backupCodes.filter((code) => !code.isUsed).length
            : null,
      }
      return ok(body)
    }),
  ),

  http.get(
    route('/zapi/internal/mypage/edit/screen-data'),
    member(({ state, account, session }) => {
      const { registrationSetting, countries } = state.store
      const body: MypageEditScreenData = {
        account: accountView(account),
        registrationSetting,
        countries: registrationSetting.fields.country === 'NOT_USE' ? [] : countries,
        draft: session.accountEditDraft,
      }
      return ok(body)
    }),
  ),

  http.post(
    route('/zapi/account/edit/confirm'),
    member(async ({ request, state, session }) => {
      const inputtedData = asObject((await readBody(request)).inputtedData)
      const formData = asObject(inputtedData.formData) as Profile
      const customValues = customValuesOf(inputtedData.customAssociatedInfoData)
      const setting = state.store.registrationSetting
      const errors = [
        ...standardFieldErrors(formData, setting, 'inputtedData.formData.'),
        ...customFieldErrors(customValues, setting, 'inputtedData.'),
      ]
      if (errors.length > 0) return invalid(errors)
      session.accountEditDraft = {
        formData: cleanProfile(formData, setting),
        customAssociatedInfoData: customValues,
      }
      return redirectTo('/mypage/edit/confirm')
    }),
  ),

  http.get(
    route('/zapi/internal/mypage/edit/confirm/screen-data'),
    member(({ state, session }) => {
      const draft = session.accountEditDraft
      if (!draft) return redirectTo('/mypage/edit')
      const inputtedData: AccountEditInputtedData = draft
      const body: MypageEditConfirmScreenData = {
        inputtedData,
        registrationSetting: state.store.registrationSetting,
        country:
          state.store.countries.find((country) => country.code === draft.formData.country) ?? null,
      }
      return ok(body)
    }),
  ),

  http.post(
    route('/zapi/account/edit'),
    member(async ({ request, state, account, session }) => {
      const optionalInfo = asObject((await readBody(request)).optionalInfo) as Profile
      const customValues = customValuesOf(optionalInfo.customAssociatedInfo)
      const setting = state.store.registrationSetting
      const errors = profileErrors(optionalInfo, customValues, setting, 'optionalInfo.')
      if (errors.length > 0) return invalid(errors)
      account.profile = {
        ...account.profile,
        ...cleanProfile(optionalInfo, setting),
        customAssociatedInfo: customValues,
      }
      session.accountEditDraft = null
      return redirectTo('/mypage/edit/complete')
    }),
  ),

  http.get(route('/zapi/internal/mypage/edit/complete/screen-data'), completion('/mypage')),

  http.get(
    route('/zapi/internal/mypage/profile/edit/screen-data'),
    member(({ state, account }) => {
      if (!state.store.status.isProfileImageEnabled) return redirectTo('/mypage')
      return ok({ profileImageUrl: account.profileImageUrl })
    }),
  ),

  http.post(
    route('/zapi/account/profile-image'),
    member(async ({ request, state, account }) => {
      if (!state.store.status.isProfileImageEnabled)
        return fail(403, 'FORBIDDEN', 'プロフィール画像はご利用いただけません。')
      const image = (await readBody(request)).profileImage
      if (
        image !== null &&
        (typeof image !== 'string' || !PROFILE_IMAGE.test(image) || image.length > 400000)
      ) {
        return invalid([
          fieldError(
            'profileImage',
            'VALIDATION_ERROR',
            'JPEG、PNG、GIF形式の画像を選択してください。',
          ),
        ])
      }
      // The mock keeps no image bytes: a saved image gets an address of its own (the avatar).
      account.profileImageUrl =
        image === null ? null : profileImageUrl(`${account.id}/${randomId('img', 8)}`)
      return redirectTo('/mypage/profile/edit/complete')
    }),
  ),

  http.get(route('/zapi/internal/mypage/profile/edit/complete/screen-data'), completion('/mypage')),
]
