import { msg } from '@lingui/core/macro'

/** Spec 02 §4, §8: what a renewing contract says in place of each blocked action. */
export const RENEWING_PAYMENT_CHANGE = msg`契約更新中のため、お支払い方法を変更することはできません`
export const RENEWING_CANCEL = msg`契約更新中のため、解約することができません。`
export const RENEWING_UNDO = msg`契約更新中のため、解約取り消しをすることができません。`
