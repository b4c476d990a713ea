import type { I18n, MessageDescriptor } from '@lingui/core'
import * as z from 'zod/mini'
import type { AccountRegistrationSetting } from '~generated/api/model'
import { messageId } from '~/lib/forms/messages'
import { isUnderAge } from '~/lib/rules/birthday'
import { pinCodeSchema } from '~/lib/rules/codes'
import { emailSchema } from '~/lib/rules/email'
import { PASSWORD_MISMATCH, passwordSchema } from '~/lib/rules/password'
import {
  type FieldRequirement,
  profileFieldRequirement,
  standardFieldRequirement,
} from '~/lib/rules/profile/field-rules'
import { REQUIRED_INPUT } from '~/lib/rules/profile/messages'
import { profileSchemaShape } from '~/lib/rules/profile/profile-schema'
import { type SignupFormInput, isEmailChanged } from './form-input'
import { loginIdIssue } from '~/lib/rules/login-id'
import { LOGIN_ID_MESSAGES, PARENTAL_CONSENT_REQUIRED, PASSWORD_REQUIRED } from './messages'
import { POLICY_REQUIRED } from '~/lib/rules/policy-reading'

export interface SignupFormRules {
  setting: AccountRegistrationSetting
  /** E-mail sign-up needs a password; external sign-up may leave it empty. */
  isPasswordRequired: boolean
  /** The e-mail sign-up needs an address; an external one may have none. */
  isEmailRequired: boolean
  /** The verified (or external) e-mail; another one needs the PIN sent to it. */
  verifiedEmail: string | null
  pinDisplayName: string
  hasPoliciesToAgree: boolean
  parentalConsentAge: number
  today: Date
}

/** Login ID (spec 01 §5): 6 to 15 half-width alphanumerics, asked per the setting. */
function loginIdRule(requirement: FieldRequirement) {
  return z.string().check(
    z.superRefine((raw: string, ctx) => {
      const value = raw.trim()
      const issue = (message: MessageDescriptor) =>
        ctx.addIssue({ code: 'custom', message: messageId(message) })
      if (requirement === 'hidden') return
      if (value === '') {
        if (requirement === 'required') issue(REQUIRED_INPUT)
        return
      }
      const broken = loginIdIssue(value)
      if (broken) issue(LOGIN_ID_MESSAGES[broken])
    }),
  )
}

/** The store's password rules; an external sign-up may leave the password empty. */
function passwordRule(required: boolean, setting: AccountRegistrationSetting) {
  const password = passwordSchema(setting.passwordStrength)
  return z.string().check(
    z.superRefine((value: string, ctx) => {
      if (value === '') {
        if (required) ctx.addIssue({ code: 'custom', message: messageId(PASSWORD_REQUIRED) })
        return
      }
      const first = password.safeParse(value).error?.issues[0]
      if (first) ctx.addIssue({ code: 'custom', message: first.message })
    }),
  )
}

/**
 * The sign-up form's rules (spec 01 §3, §5): the profile's (spec 02 §5) from the store's
 * registration setting, plus the account, the consents and the checks across fields.
 * `i18n` words the PIN messages, which name the code as the store calls it.
 */
export function signupFormSchema(rules: SignupFormRules, i18n: I18n) {
  const { setting } = rules
  const pinCode = pinCodeSchema(i18n, rules.pinDisplayName)

  return z
    .object({
      ...profileSchemaShape(setting),
      email: z.string(),
      pinCode: z.string(),
      loginId: loginIdRule(standardFieldRequirement(setting, 'loginId')),
      password: passwordRule(rules.isPasswordRequired, setting),
      passwordConfirm: z.string(),
      policiesAgreed: z.boolean(),
      parentalConsents: z.array(z.boolean()),
    })
    .check(
      z.superRefine((input, ctx) => {
        const issue = (path: (string | number)[], message: string) =>
          ctx.addIssue({ code: 'custom', path, message })
        const emailRequired = rules.isEmailRequired || input.email.trim() !== ''
        if (emailRequired) {
          for (const { message } of emailSchema().safeParse(input.email).error?.issues ?? []) {
            issue(['email'], message)
          }
        }
        if (isEmailChanged(input.email, rules.verifiedEmail)) {
          const first = pinCode.safeParse(input.pinCode).error?.issues[0]
          if (first) issue(['pinCode'], first.message)
        }
        if (input.password !== input.passwordConfirm) {
          issue(['passwordConfirm'], messageId(PASSWORD_MISMATCH))
        }
        if (rules.hasPoliciesToAgree && !input.policiesAgreed) {
          issue(['policiesAgreed'], messageId(POLICY_REQUIRED))
        }
        if (isMinor(input, rules)) {
          input.parentalConsents.forEach((ticked, index) => {
            if (!ticked) issue(['parentalConsents', index], messageId(PARENTAL_CONSENT_REQUIRED))
          })
        }
      }),
    ) as unknown as z.ZodMiniType<SignupFormInput, SignupFormInput>
}

/** The birthday (when the form asks it) makes the person younger than the consent age. */
export function isMinor(
  input: Pick<SignupFormInput, 'birthday'>,
  rules: Pick<SignupFormRules, 'setting' | 'parentalConsentAge' | 'today'>,
): boolean {
  if (profileFieldRequirement(rules.setting, 'birthday') === 'hidden') return false
  return isUnderAge(input.birthday.trim(), rules.parentalConsentAge, rules.today)
}
