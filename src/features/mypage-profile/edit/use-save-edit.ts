import { useForm } from 'react-hook-form'
import type { AccountEditInputtedData } from '~generated/api/model'
import { postAccountEdit } from '~generated/api/mypage-profile/mypage-profile'
import { useFormSubmit } from '~/components/form-submit/use-form-submit'
import { toEditRequest } from './edit-request'

/**
 * POST /zapi/account/edit with the confirmed values, then the completion screen (a double click
 * sends once). A failure is the page's message: the confirm screen has no fields to put it on.
 */
export function useSaveEdit(confirmed: AccountEditInputtedData) {
  const form = useForm()
  const submission = useFormSubmit(form, () => postAccountEdit(toEditRequest(confirmed)), {
    next: '/mypage/edit/complete',
  })
  return { form, ...submission }
}
