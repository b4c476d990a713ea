import { useLingui } from '@lingui/react/macro'
import { NativeSelect, Stack } from '@mantine/core'
import { useMemo } from 'react'
import { Controller, useFormContext } from 'react-hook-form'
import type { AccountRegistrationSetting, Country } from '~generated/api/model'
import { PostalCodeField } from '~/components/address/PostalCodeField'
import { PrefectureSelect } from '~/components/address/PrefectureSelect'
import { NormalizedInput } from '~/components/form/NormalizedInput'
import { normalizeCode } from '~/lib/forms/normalize'
import { countryName } from '~/lib/rules/country-name'
import { PHONE_MAX_LENGTH } from '~/lib/rules/phone'
import { profileFieldRequirement, isShown } from '~/lib/rules/profile/field-rules'
import type { ProfileFormInput } from '~/lib/rules/profile/profile-input'
import { RuledTextInput, ruledLabel, useFieldError } from './RuledField'

export interface AddressFieldsProps {
  setting: AccountRegistrationSetting
  countries: readonly Country[]
}

/** Country, postal code with the address lookup, prefecture, address and phone number. */
export function AddressFields({ setting, countries }: AddressFieldsProps) {
  const { t, i18n } = useLingui()
  const { control, setValue } = useFormContext<ProfileFormInput>()
  const errors = {
    country: useFieldError('country'),
    postalCode: useFieldError('postalCode'),
    prefecture: useFieldError('prefecture'),
    phoneNumber: useFieldError('phoneNumber'),
  }
  const rule = (field: Parameters<typeof profileFieldRequirement>[1]) =>
    profileFieldRequirement(setting, field)
  const countryOptions = useMemo(
    () => [
      { value: '', label: t`選択してください` },
      ...countries.map((country) => ({
        value: country.code,
        label: countryName(country, i18n.locale),
      })),
    ],
    [countries, i18n.locale, t],
  )
  const fill = { shouldValidate: true, shouldDirty: true } as const

  return (
    <Stack gap="md">
      {isShown(rule('country')) && (
        <Controller
          control={control}
          name="country"
          render={({ field }) => (
            <NativeSelect
              {...field}
              {...ruledLabel(t`国・地域`, rule('country'))}
              data={countryOptions}
              autoComplete="country"
              error={errors.country}
            />
          )}
        />
      )}
      {isShown(rule('postalCode')) && (
        <Controller
          control={control}
          name="postalCode"
          render={({ field }) => (
            <PostalCodeField
              {...field}
              {...ruledLabel(t`郵便番号`, rule('postalCode'))}
              error={errors.postalCode}
              onAddressFound={(candidate) => {
                if (isShown(rule('prefecture'))) {
                  setValue('prefecture', String(candidate.prefectureCode), fill)
                }
                if (isShown(rule('address'))) {
                  setValue('address', `${candidate.city}${candidate.town}`, fill)
                }
              }}
            />
          )}
        />
      )}
      {isShown(rule('prefecture')) && (
        <Controller
          control={control}
          name="prefecture"
          render={({ field }) => (
            <PrefectureSelect
              {...field}
              {...ruledLabel(t`都道府県`, rule('prefecture'))}
              error={errors.prefecture}
            />
          )}
        />
      )}
      <RuledTextInput
        name="address"
        label={t`住所（市区町村・番地）`}
        requirement={rule('address')}
        autoComplete="address-line1"
        maxLength={200}
      />
      <RuledTextInput
        name="address2"
        label={t`建物名・部屋番号`}
        requirement={rule('address2')}
        autoComplete="address-line2"
        maxLength={200}
      />
      {isShown(rule('phoneNumber')) && (
        <Controller
          control={control}
          name="phoneNumber"
          render={({ field }) => (
            <NormalizedInput
              {...field}
              {...ruledLabel(t`電話番号`, rule('phoneNumber'))}
              normalize={(typed) => normalizeCode(typed).slice(0, PHONE_MAX_LENGTH)}
              description={t`ハイフンなしの半角数字（11桁まで）`}
              inputMode="tel"
              autoComplete="tel-national"
              error={errors.phoneNumber}
            />
          )}
        />
      )}
    </Stack>
  )
}
