import { useMemo } from 'react'
import { useForm } from 'react-hook-form'
import type { MypageEditScreenData } from '~generated/api/model'
import { postAccountEditConfirm } from '~generated/api/mypage-profile/mypage-profile'
import { useFormSubmit } from '~/components/form-submit/use-form-submit'
import { lazyResolver, useLazyResolver } from '~/components/before-hydration/use-lazy-resolver'
import { useSessionDraft } from '~/components/drafts/use-session-draft'
import { forgetSession } from '~/lib/browser/session-draft'
import { withFormFieldNames } from '~/lib/forms/server-errors'
import { PROFILE_INPUT_FIELDS } from '~/lib/rules/profile/field-rules'
import type { ProfileFormInput } from '~/lib/rules/profile/profile-input'
import type { ProfileFormField } from '~/lib/rules/profile/server-fields'
import {
  editFormField,
  initialEditInput,
  shownCustomIds,
  toEditConfirmRequest,
} from './edit-request'
import { EDIT_DRAFT_KEY } from './edit-draft'

/**
 * The basic-info form (spec 02 §2, §5): every profile field under the store's registration
 * setting, starting from the kept input or the account, sent to POST /zapi/account/edit/confirm
 * (the backend keeps it) and on to the confirm screen; refused fields show the server's message.
 * What is typed but not sent yet survives a reload in the tab's session storage, as long as the
 * values it started from are still the ones the backend gives.
 */
export function useEditForm(data: MypageEditScreenData) {
  // Built on the first focus or press (not on the server, not while hydrating), Zod with it.
  const resolver = useLazyResolver(
    useMemo(
      () =>
        lazyResolver(() =>
          import('~/lib/rules/profile/profile-schema').then((module) =>
            module.profileFormResolver(data.registrationSetting),
          ),
        ),
      [data],
    ),
  )
  const customIds = useMemo(() => shownCustomIds(data), [data])
  const initial = useMemo(() => initialEditInput(data), [data])
  const form = useForm<ProfileFormInput>({
    resolver,
    defaultValues: initial,
    shouldFocusError: true,
  })
  // The typing kept in this tab, from the values it started from.
  useSessionDraft(
    form,
    EDIT_DRAFT_KEY,
    useMemo(() => JSON.stringify(initial), [initial]),
  )
  const fields: ProfileFormField[] = [
    ...PROFILE_INPUT_FIELDS,
    ...customIds.map((_, index) => `custom.${index}` as const),
  ]
  const submission = useFormSubmit(
    form,
    (input) =>
      postAccountEditConfirm(toEditConfirmRequest(input, data)).catch((error: unknown) => {
        throw withFormFieldNames(error, (field) => editFormField(field, customIds))
      }),
    { fields, next: '/mypage/edit/confirm', onSuccess: () => forgetSession(EDIT_DRAFT_KEY) },
  )
  return { form, ...submission }
}
