import { useLingui } from '@lingui/react/macro'
import { NativeSelect, type NativeSelectProps } from '@mantine/core'
import { useMemo } from 'react'
import { PREFECTURES } from '~/lib/rules/prefectures'

export type PrefectureSelectProps = Omit<NativeSelectProps, 'data'>

/** The 47 prefectures by code (1 Hokkaido – 47 Okinawa), named in the page language. */
export function PrefectureSelect(props: PrefectureSelectProps) {
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
  return <NativeSelect autoComplete="address-level1" {...props} data={data} />
}
