import { zodResolver } from '@hookform/resolvers/zod'
import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import { useForm } from 'react-hook-form'
import type { ScreenEnvelope } from '~generated/api/model'
import * as z from 'zod/mini'
import { pinCodeSchema } from '~/lib/rules/codes'
import { useFormSubmit, type FormSubmitOptions } from '../form-submit/use-form-submit'

const FIELDS = ['pinCode'] as const

/** What a form of one e-mailed PIN sends: the PIN as typed, made half-width. */
export interface PinCodeValues {
  pinCode: string
}

/**
 * A form whose one field is an e-mailed PIN (`pinCode`, spec 01 §5, §9), named as the page names
 * it (`displayName`): its schema, the form, and its submission (useFormSubmit), a refused PIN
 * shown on the field and the submit button waiting for another one (`codeRejected`).
 */
export function usePinCodeForm<TAnswer extends ScreenEnvelope | undefined>(
  displayName: string,
  send: (values: PinCodeValues) => Promise<TAnswer>,
  options: Omit<FormSubmitOptions<PinCodeValues, PinCodeValues, TAnswer>, 'fields' | 'codeField'>,
) {
  const { i18n } = useLingui()
  const schema = useMemo(
    () => z.object({ pinCode: pinCodeSchema(i18n, displayName) }),
    [i18n, displayName],
  )
  const form = useForm<PinCodeValues, unknown, PinCodeValues>({
    resolver: zodResolver(schema),
    defaultValues: { pinCode: '' },
  })
  const submission = useFormSubmit(form, send, { ...options, fields: FIELDS, codeField: 'pinCode' })
  return { form, ...submission }
}
