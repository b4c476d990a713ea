import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/** The card form's fields a token error can point at. */
export type CardField = 'cardNumber' | 'expiry' | 'securityCode'

export interface TokenFailure {
  /** The field the message goes on; null for a form-level message. */
  field: CardField | null
  message: MessageDescriptor
  /** The provider's code, shown with a form-level message for the support desk; null if none. */
  code: string | null
}

export const CARD_REGISTRATION_FAILED = msg`クレジットカードの登録に失敗しました`

const FIELDS: Record<string, CardField | null> = {
  '001': null, // merchant ID: the store's setting, nothing the member can fix
  '002': null, // service ID: likewise
  '003': 'cardNumber',
  '004': 'expiry',
  '005': 'securityCode',
}

const REQUIRED: Record<CardField, MessageDescriptor> = {
  cardNumber: msg`カード番号を入力してください。`,
  expiry: msg`有効期限を選択してください。`,
  securityCode: msg`セキュリティコードを入力してください。`,
}
const INVALID: Record<CardField, MessageDescriptor> = {
  cardNumber: msg`カード番号が正しくありません。`,
  expiry: msg`有効期限が正しくありません。`,
  securityCode: msg`セキュリティコードが正しくありません。`,
}
const LENGTH: Record<CardField, MessageDescriptor> = {
  cardNumber: msg`カード番号の桁数が正しくありません。`,
  expiry: msg`有効期限の桁数が正しくありません。`,
  securityCode: msg`セキュリティコードの桁数が正しくありません。`,
}
const SYSTEM_ERROR = msg`カード会社との通信でエラーが発生しました。時間をおいて再度お試しください。`

/**
 * What the card form says for the card provider's 5-digit error code (spec 02 §8): the first two
 * digits say what is wrong — 03 required, 04 or 07 invalid value, 05 wrong length, 99 system error
 * —, the last three which field — 001 merchant ID, 002 service ID, 003 card number, 004 expiry,
 * 005 security code. Card fields get their message on the field; the store's ids, system errors
 * and anything else the fallback 'クレジットカードの登録に失敗しました' (with the code) above the form.
 */
export function tokenFailure(errorCode: string | null): TokenFailure {
  const match = /^(\d{2})(\d{3})$/.exec(errorCode ?? '')
  const fallback = { field: null, message: CARD_REGISTRATION_FAILED, code: errorCode }
  if (!match) return { ...fallback, code: null }
  const [, kind, fieldCode] = match
  if (kind === '99') return { field: null, message: SYSTEM_ERROR, code: errorCode }
  const field = FIELDS[fieldCode ?? '']
  if (!field) return fallback
  const messages =
    kind === '03'
      ? REQUIRED
      : kind === '04' || kind === '07'
        ? INVALID
        : kind === '05'
          ? LENGTH
          : null
  return messages ? { field, message: messages[field], code: null } : fallback
}
