import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import { useFormContext } from 'react-hook-form'
import type { AccountRegistrationSetting, Country } from '~generated/api/model'
import { FormPostalCodeField } from '~/components/address/FormPostalCodeField'
import { FormPrefectureSelect } from '~/components/address/FormPrefectureSelect'
import { FormNormalizedField } from '~/components/form/FormNormalizedField'
import { FormSelect } from '~/components/form/FormSelect'
import { FormTextField } from '~/components/form/FormTextField'
import layout from '~/components/form/form-layout.module.css'
import { countryName } from '~/lib/rules/country-name'
import { normalizePhoneNumber } from '~/lib/rules/phone'
import {
  type FieldRequirement,
  isShown,
  type ProfileInputField,
  profileFieldRequirements,
  type ShownRequirement,
} from '~/lib/rules/profile/field-rules'
import type { ProfileFormInput } from '~/lib/rules/profile/profile-input'

export interface AddressFieldsProps {
  setting: AccountRegistrationSetting
  countries: readonly Country[]
}

const fill = { shouldValidate: true, shouldDirty: true } as const

/**
 * The postal code, whose lookup fills the prefecture and the address when the setting shows them.
 * The only part that needs the form's context, which changes with every form state: the other
 * fields do not render again with it.
 */
function PostalCodeField({
  requirement,
  rule,
}: {
  requirement: ShownRequirement
  rule: Record<ProfileInputField, FieldRequirement>
}) {
  const { t } = useLingui()
  const { setValue } = useFormContext<ProfileFormInput>()
  return (
    <FormPostalCodeField<ProfileFormInput>
      name="postalCode"
      label={t`郵便番号`}
      requirement={requirement}
      onAddressFound={(candidate) => {
        if (isShown(rule.prefecture)) {
          setValue('prefecture', String(candidate.prefectureCode), fill)
        }
        if (isShown(rule.address)) {
          setValue('address', `${candidate.city}${candidate.town}`, fill)
        }
      }}
    />
  )
}

/** Country, postal code with the address lookup, prefecture, address and phone number. */
export function AddressFields({ setting, countries }: AddressFieldsProps) {
  const { t, i18n } = useLingui()
  const rule = profileFieldRequirements(setting)
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

  return (
    <div className={layout.stack}>
      {isShown(rule.country) && (
        <FormSelect<ProfileFormInput>
          name="country"
          label={t`国・地域`}
          requirement={rule.country}
          data={countryOptions}
          autoComplete="country"
        />
      )}
      {isShown(rule.postalCode) && <PostalCodeField requirement={rule.postalCode} rule={rule} />}
      {isShown(rule.prefecture) && (
        <FormPrefectureSelect<ProfileFormInput>
          name="prefecture"
          label={t`都道府県`}
          requirement={rule.prefecture}
        />
      )}
      {isShown(rule.address) && (
        <FormTextField<ProfileFormInput>
          name="address"
          label={t`住所（市区町村・番地）`}
          requirement={rule.address}
          autoComplete="address-line1"
          maxLength={200}
        />
      )}
      {isShown(rule.address2) && (
        <FormTextField<ProfileFormInput>
          name="address2"
          label={t`建物名・部屋番号`}
          requirement={rule.address2}
          autoComplete="address-line2"
          maxLength={200}
        />
      )}
      {isShown(rule.phoneNumber) && (
        <FormNormalizedField<ProfileFormInput>
          name="phoneNumber"
          label={t`電話番号`}
          requirement={rule.phoneNumber}
          normalize={normalizePhoneNumber}
          description={t`ハイフンなしの半角数字（11桁まで）`}
          inputMode="tel"
          autoComplete="tel-national"
        />
      )}
    </div>
  )
}
