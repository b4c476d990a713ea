import type { CardBrandCode } from '~generated/api/model'
import { luhnValid } from './token-script'

/**
 * The card numbers the mock card provider knows (documented in mocks/README.md): every number
 * passes the Luhn check, so the card form lets it through to the provider's token script.
 *
 * - The error cards: `49000` + the 5-digit error
 *   code + `00000` + a check digit (errorCardNumber); the token script answers that code.
 * - `4000 0000 0000 3220` asks for a 3-D Secure challenge at registration (and purchase).
 * - `4000 0000 0000 0002` is tokenised, then refused by the backend (CARD_REGISTRATION_ERROR).
 * - any other valid number is accepted, its brand by prefix.
 */

/** The Luhn check digit that completes `digits`. */
export const luhnCheckDigit = (digits: string): string =>
  '0123456789'.split('').find((digit) => luhnValid(digits + digit)) ?? '0'

/** The card number for which the mock token script answers `errorCode` (5 digits, 02 §8). */
export const errorCardNumber = (errorCode: string): string => {
  const body = `49000${errorCode}00000`
  return body + luhnCheckDigit(body)
}

/** The error-code kinds of the provider (first 2 digits) and the fields (last 3 digits). */
export const TOKEN_ERROR_KINDS = ['03', '04', '05', '07', '99'] as const
export const TOKEN_ERROR_FIELDS = ['001', '002', '003', '004', '005'] as const

/** Every error code a documented card reaches: 5 kinds × 5 fields. */
export const TOKEN_ERROR_CODES: string[] = TOKEN_ERROR_KINDS.flatMap((kind) =>
  TOKEN_ERROR_FIELDS.map((field) => kind + field),
)

export interface TestCard {
  number: string
  brand: CardBrandCode
  outcome: string
}

/** Cards for the happy paths and the two backend outcomes. */
export const TEST_CARDS: TestCard[] = [
  { number: '4242424242424242', brand: 'V', outcome: 'registered' },
  { number: '5555555555554444', brand: 'M', outcome: 'registered' },
  { number: '2223003122003222', brand: 'M', outcome: 'registered' },
  { number: '378282246310005', brand: 'A', outcome: 'registered' },
  { number: '3530111333300000', brand: 'J', outcome: 'registered' },
  { number: '30569309025904', brand: 'D', outcome: 'registered' },
  { number: '4000000000003220', brand: 'V', outcome: '3-D Secure challenge' },
  { number: '4000000000000002', brand: 'V', outcome: 'refused: CARD_REGISTRATION_ERROR' },
]

export const THREE_D_SECURE_CARD = '4000000000003220'
export const DECLINED_CARD = '4000000000000002'
