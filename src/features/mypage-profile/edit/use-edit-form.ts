import { zodResolver } from '@hookform/resolvers/zod'
import { useMemo } from 'react'
import { useForm } from 'react-hook-form'
import type { MypageEditScreenData } from '~generated/api/model'
import { postAccountEditConfirm } from '~generated/api/mypage-account/mypage-account'
import { useFormSubmit } from '~/components/form/use-form-submit'
import { withFormFieldNames } from '~/lib/forms/server-errors'
import { PROFILE_INPUT_FIELDS } from '~/lib/rules/profile/field-rules'
import type { ProfileFormInput } from '~/lib/rules/profile/profile-input'
import { profileFormSchema } from '~/lib/rules/profile/profile-schema'
import type { ProfileFormField } from '~/lib/rules/profile/server-fields'
import {
  editFormField,
  initialEditInput,
  shownCustomIds,
  toEditConfirmRequest,
} from './edit-request'

/**
 * The basic-info form (spec 02 §2, §5): every profile field under the store's registration
 * setting, starting from the kept input or the account, sent to POST /zapi/account/edit/confirm
 * (the backend keeps it) and on to the confirm screen; refused fields show the server's message.
 */
export function useEditForm(data: MypageEditScreenData) {
  const schema = useMemo(() => profileFormSchema(data.registrationSetting), [data])
  const customIds = useMemo(() => shownCustomIds(data), [data])
  const form = useForm<ProfileFormInput>({
    resolver: zodResolver(schema),
    defaultValues: initialEditInput(data),
    shouldFocusError: true,
  })
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
    { fields, next: '/mypage/edit/confirm' },
  )
  return { form, ...submission }
}
