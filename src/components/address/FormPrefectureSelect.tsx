import { useLingui } from '@lingui/react/macro'
import type { FieldValues } from 'react-hook-form'
import { FormSelect, type FormSelectProps, type SelectOption } from '~/components/form/FormSelect'
import { PREFECTURES } from '~/lib/rules/prefectures'

export type FormPrefectureSelectProps<T extends FieldValues, TOut = T> = Omit<
  FormSelectProps<T, TOut>,
  'data'
>

/** The options per page language and placeholder, built once for the process. */
const optionsByLanguage = new Map<string, readonly SelectOption[]>()

function prefectureOptions(locale: string, placeholder: string): readonly SelectOption[] {
  const key = `${locale}\n${placeholder}`
  let options = optionsByLanguage.get(key)
  if (!options) {
    options = [
      { value: '', label: placeholder },
      ...PREFECTURES.map((prefecture) => ({
        value: String(prefecture.code),
        label: locale === 'ja' ? prefecture.ja : prefecture.en,
      })),
    ]
    optionsByLanguage.set(key, options)
  }
  return options
}

/** A prefecture bound to the form: the 47 by code (1 Hokkaido – 47 Okinawa), named in the page language. */
export function FormPrefectureSelect<T extends FieldValues, TOut = T>(
  props: FormPrefectureSelectProps<T, TOut>,
) {
  const { t, i18n } = useLingui()
  const data = prefectureOptions(i18n.locale, t`選択してください`)
  return <FormSelect autoComplete="address-level1" {...props} data={data} />
}
