import type { CardBrandCode } from '~generated/api/model'
import { digitsOf } from '~/lib/forms/normalize'

/** A brand the card form recognises by the number's first digits (spec 02 §5). */
export type KnownBrand = Exclude<CardBrandCode, 'Unknown'>

/** Card numbers are 14 to 19 characters of digits and spaces (spec 02 §5, §9). */
export const CARD_NUMBER_MIN_DIGITS = 14

/**
 * The brand by prefix: 4 Visa, 5 Mastercard, 34/37 American Express, 35 JCB, 30/36/38 Diners
 * Club (spec 02 §5); null while the prefix names none.
 */
export function cardBrandOf(digits: string): KnownBrand | null {
  if (digits.startsWith('4')) return 'V'
  if (digits.startsWith('5')) return 'M'
  if (/^3[47]/.test(digits)) return 'A'
  if (digits.startsWith('35')) return 'J'
  if (/^3[068]/.test(digits)) return 'D'
  return null
}

/** The longest number the field takes, spaces included: 19, 17 for Amex, 16 for Diners. */
export function cardNumberMaxLength(brand: KnownBrand | null): number {
  if (brand === 'A') return 17
  if (brand === 'D') return 16
  return 19
}

/** The digit groups of a brand's numbers: 4-6-5 Amex, 4-6-4 Diners, 4-4-4-4 others. */
function groupsOf(brand: KnownBrand | null): number[] {
  if (brand === 'A') return [4, 6, 5]
  if (brand === 'D') return [4, 6, 4]
  return [4, 4, 4, 4]
}

/** The most digits a brand's number has (the groups' sum). */
export const cardNumberMaxDigits = (brand: KnownBrand | null): number =>
  groupsOf(brand).reduce((sum, size) => sum + size, 0)

/** What was typed or pasted as the stored digits: half-width, no spaces, at most the brand's digits. */
export function normalizeCardNumber(typed: string): string {
  const digits = digitsOf(typed)
  return digits.slice(0, cardNumberMaxDigits(cardBrandOf(digits)))
}

/** The digits shown in the brand's groups, spaced as the card is printed ('4242 4242 4242 4242'). */
export function formatCardNumber(digits: string): string {
  const groups: string[] = []
  let at = 0
  for (const size of groupsOf(cardBrandOf(digits))) {
    if (at >= digits.length) break
    groups.push(digits.slice(at, at + size))
    at += size
  }
  return groups.join(' ')
}

/** The Luhn (mod 10) check every card number passes. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false
  let sum = 0
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index])
    if (index % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return sum % 10 === 0
}

/** The security code's length: 4 digits for American Express, 3 for the others. */
export const securityCodeLength = (brand: KnownBrand | null): number => (brand === 'A' ? 4 : 3)
