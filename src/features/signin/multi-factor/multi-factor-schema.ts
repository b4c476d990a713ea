import type { I18n } from '@lingui/core'
import * as z from 'zod/mini'
import type { MultiFactorRouteType } from '~generated/api/model'
import { backupCodeSchema, otpSchema, pinCodeSchema } from '~/lib/rules/codes'

/** The code rule of a second factor: 6 digits for otp, a backup code, or the sent PIN code. */
function codeSchema(type: MultiFactorRouteType, i18n: I18n, displayName: string) {
  switch (type) {
    case 'otp':
      return otpSchema()
    case 'backup-code':
      return backupCodeSchema()
    case 'email':
    case 'sms':
      return pinCodeSchema(i18n, displayName)
  }
}

/** The second-factor form (spec 01 §7: value, isPreferred, rememberDevice). */
export function multiFactorSchema(type: MultiFactorRouteType, i18n: I18n, displayName: string) {
  return z.object({
    value: codeSchema(type, i18n, displayName),
    isPreferred: z.boolean(),
    rememberDevice: z.boolean(),
  })
}

export type MultiFactorInput = z.input<ReturnType<typeof multiFactorSchema>>
export type MultiFactorValues = z.output<ReturnType<typeof multiFactorSchema>>
