import { zodResolver } from '@hookform/resolvers/zod'
import type { MessageDescriptor } from '@lingui/core'
import * as z from 'zod/mini'
import type { AccountRegistrationSetting } from '~generated/api/model'
import { messageId } from '~/lib/forms/messages'
import { BIRTHDAY_MESSAGE, isValidBirthday } from '~/lib/rules/birthday'
import { KANA_MESSAGE, isFullWidthKatakana } from '~/lib/rules/kana'
import { PHONE_MESSAGE, isValidPhoneNumber } from '~/lib/rules/phone'
import { POSTAL_CODE_MESSAGE, isValidPostalCode } from '~/lib/rules/postal-code'
import { isPrefectureCode } from '~/lib/rules/prefectures'
import { shownCustomInfo } from './custom-info'
import { customInfoSchema } from './custom-info-schema'
import {
  type FieldRequirement,
  type ProfileInputField,
  PROFILE_INPUT_FIELDS,
  profileFieldRequirement,
} from './field-rules'
import { REQUIRED_CHOICE, REQUIRED_INPUT, SEX_REQUIRED, TOO_LONG } from './messages'
import type { ProfileFormInput } from './profile-input'
import { sexOptions } from './sex-options'

interface FieldCheck {
  max?: keyof typeof TOO_LONG
  /** The format rule of a non-empty value. */
  format?: { test: (value: string) => boolean; message: MessageDescriptor }
  /** Message of an empty REQUIRED value (default: 入力してください。). */
  required?: MessageDescriptor
}

const kana = { test: isFullWidthKatakana, message: KANA_MESSAGE }

function profileChecks(setting: AccountRegistrationSetting): Record<ProfileInputField, FieldCheck> {
  const allowedSexes = new Set<string>(
    sexOptions(setting.disallowUnknownGender).map((o) => o.value),
  )
  return {
    name: { max: 100 },
    nameKana: { max: 100, format: kana },
    familyName: { max: 50 },
    givenName: { max: 50 },
    familyNameKana: { max: 50, format: kana },
    givenNameKana: { max: 50, format: kana },
    nickname: { max: 50 },
    sex: {
      required: SEX_REQUIRED,
      format: { test: (value) => allowedSexes.has(value), message: SEX_REQUIRED },
    },
    birthday: { format: { test: isValidBirthday, message: BIRTHDAY_MESSAGE } },
    country: {
      required: REQUIRED_CHOICE,
      format: { test: (value) => /^[A-Z]{2}$/.test(value), message: REQUIRED_CHOICE },
    },
    postalCode: { format: { test: isValidPostalCode, message: POSTAL_CODE_MESSAGE } },
    prefecture: {
      required: REQUIRED_CHOICE,
      format: { test: (value) => isPrefectureCode(Number(value)), message: REQUIRED_CHOICE },
    },
    address: { max: 200 },
    address2: { max: 200 },
    phoneNumber: { format: { test: isValidPhoneNumber, message: PHONE_MESSAGE } },
  }
}

/** One text input under its rule: hidden ones are not checked, empty optional ones pass. */
function textRule(requirement: FieldRequirement, check: FieldCheck) {
  return z.string().check(
    z.superRefine((raw: string, ctx) => {
      if (requirement === 'hidden') return
      const value = raw.trim()
      const issue = (message: MessageDescriptor) =>
        ctx.addIssue({ code: 'custom', message: messageId(message) })
      if (value === '') {
        if (requirement === 'required') issue(check.required ?? REQUIRED_INPUT)
        return
      }
      if (check.max && value.length > check.max) issue(TOO_LONG[check.max])
      else if (check.format && !check.format.test(value)) issue(check.format.message)
    }),
  )
}

/**
 * The profile inputs' rules (spec 02 §5) from the store's registration setting: REQUIRED needs a
 * value, OPTIONAL may stay empty, NOT_USE is not checked; every given value needs its format.
 * A form with more than the profile spreads this shape into its own `z.object`.
 */
export function profileSchemaShape(setting: AccountRegistrationSetting) {
  const checks = profileChecks(setting)
  const fields = Object.fromEntries(
    PROFILE_INPUT_FIELDS.map((field) => [
      field,
      textRule(profileFieldRequirement(setting, field), checks[field]),
    ]),
  ) as Record<ProfileInputField, z.ZodMiniString<string>>
  return {
    ...fields,
    custom: z.tuple(
      shownCustomInfo(setting.customAssociatedInfo).map(customInfoSchema) as [z.ZodMiniType],
    ),
  }
}

/** A form of the profile alone (My Page basic info, spec 02 §2). */
export function profileFormSchema(
  setting: AccountRegistrationSetting,
): z.ZodMiniType<ProfileFormInput, ProfileFormInput> {
  return z.object(profileSchemaShape(setting)) as unknown as z.ZodMiniType<
    ProfileFormInput,
    ProfileFormInput
  >
}

/** profileFormSchema's resolver; the basic-info form imports this module lazily (useLazyResolver). */
export function profileFormResolver(setting: AccountRegistrationSetting) {
  return zodResolver(profileFormSchema(setting))
}
