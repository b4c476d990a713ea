import { useLingui } from '@lingui/react/macro'
import type { UnchoosableReason } from '~/lib/rules/payment-method-choice'
import { CardExpiredNote } from './CardExpiredNote'

/** Why a payment method shown among the choices cannot be chosen (a radio's description). */
export function UnchoosableNote({ reason }: { reason: UnchoosableReason }) {
  const { t } = useLingui()
  return reason === 'expired' ? (
    <CardExpiredNote />
  ) : (
    <>{t`このプランではご利用いただけないお支払い方法です。`}</>
  )
}
