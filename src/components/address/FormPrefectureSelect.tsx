import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import type { FieldValues } from 'react-hook-form'
import { FormSelect, type FormSelectProps } from '~/components/form/fields/FormSelect'
import { PREFECTURES } from '~/lib/rules/prefectures'

export type FormPrefectureSelectProps<T extends FieldValues, TOut = T> = Omit<
  FormSelectProps<T, TOut>,
  'data'
>

/** A prefecture bound to the form: the 47 by code (1 Hokkaido – 47 Okinawa), named in the page language. */
export function FormPrefectureSelect<T extends FieldValues, TOut = T>(
  props: FormPrefectureSelectProps<T, TOut>,
) {
  const { t, i18n } = useLingui()
  const data = useMemo(
    () => [
      { value: '', label: t`選択してください` },
      ...PREFECTURES.map((prefecture) => ({
        value: String(prefecture.code),
        label: i18n.locale === 'ja' ? prefecture.ja : prefecture.en,
      })),
    ],
    [i18n.locale, t],
  )
  return <FormSelect autoComplete="address-level1" {...props} data={data} />
}
