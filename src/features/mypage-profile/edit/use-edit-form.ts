import { zodResolver } from '@hookform/resolvers/zod'
import { useMemo, useRef, useState, type BaseSyntheticEvent } from 'react'
import { useForm } from 'react-hook-form'
import type { MypageEditScreenData } from '~generated/api/model'
import { postAccountEditConfirm } from '~generated/api/mypage-account/mypage-account'
import { useFormFailure } from '~/components/form/use-form-failure'
import { withFormFieldNames } from '~/lib/forms/server-errors'
import { PROFILE_INPUT_FIELDS } from '~/lib/rules/profile/field-rules'
import type { ProfileFormInput } from '~/lib/rules/profile/profile-input'
import { profileFormSchema } from '~/lib/rules/profile/profile-schema'
import type { ProfileFormField } from '~/lib/rules/profile/server-fields'
import { useFollowAnswer } from '../use-follow-answer'
import {
  editFormField,
  initialEditInput,
  shownCustomIds,
  toEditConfirmRequest,
} from './edit-request'

/**
 * The basic-info form (spec 02 §2, §5): every profile field under the store's registration
 * setting, starting from the kept input or the account, sent to POST /zapi/account/edit/confirm
 * and on to the confirm screen. A second submit while one is under way is dropped.
 */
export function useEditForm(data: MypageEditScreenData) {
  const follow = useFollowAnswer()
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
  const failure = useFormFailure(form.setError, fields)
  const [leaving, setLeaving] = useState(false)
  const busy = useRef(false)

  const send = form.handleSubmit(async (input) => {
    failure.clear()
    try {
      const answer = await postAccountEditConfirm(toEditConfirmRequest(input, data))
      setLeaving(await follow(answer, '/mypage/edit/confirm'))
    } catch (error) {
      failure.report(withFormFieldNames(error, (field) => editFormField(field, customIds)))
    }
  })
  const submit = async (event?: BaseSyntheticEvent) => {
    if (busy.current) return event?.preventDefault()
    busy.current = true
    try {
      await send(event)
    } finally {
      busy.current = false
    }
  }

  return { form, submit, failure, pending: form.formState.isSubmitting || leaving }
}
