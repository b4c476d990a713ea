import { zodResolver } from '@hookform/resolvers/zod'
import { msg } from '@lingui/core/macro'
import * as z from 'zod/mini'
import { messageId } from '~/lib/forms/messages'
import { ADDRESSEE_MAX_LENGTH } from './invoice'

export const ADDRESSEE_REQUIRED = msg`宛名を入力してください`
export const ADDRESSEE_TOO_LONG = msg`宛名は100文字以内で入力してください`

/** The invoice's addressee modal (spec 02 §2, §5): addressee required, ≤ 100; honorific. */
export const addresseeSchema = () =>
  z.object({
    addressee: z.string().check(
      z.refine((value) => value.trim() !== '', messageId(ADDRESSEE_REQUIRED)),
      z.maxLength(ADDRESSEE_MAX_LENGTH, messageId(ADDRESSEE_TOO_LONG)),
    ),
    honorific: z.enum(['NONE', '様', '御中']),
  })

/** The form's resolver; AddresseeForm imports this module lazily (useLazyResolver). */
export const addresseeResolver = () => zodResolver(addresseeSchema())
