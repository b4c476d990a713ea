// The number check alone: the package's index also bundles its name, date and postal-code checks.
import { cardNumber } from 'card-validator/dist/card-number'
import creditCardType from 'credit-card-type'
import type { CardBrandCode } from '~generated/api/model'
import { digitsOf } from '~/lib/forms/normalize'

/** A brand of the spec's list (spec 02 §3: Visa, Mastercard, American Express, JCB, Diners Club). */
export type KnownBrand = Exclude<CardBrandCode, 'Unknown'>

/** Card numbers are 14 to 19 characters of digits and spaces (spec 02 §5, §9). */
export const CARD_NUMBER_MIN_DIGITS = 14

/** The spec's brands by their names in Braintree's card-type table; any other brand is refused. */
const SPEC_BRANDS: Readonly<Record<string, KnownBrand>> = {
  [creditCardType.types.VISA]: 'V',
  [creditCardType.types.MASTERCARD]: 'M',
  [creditCardType.types.AMERICAN_EXPRESS]: 'A',
  [creditCardType.types.JCB]: 'J',
  [creditCardType.types.DINERS_CLUB]: 'D',
}

/**
 * The spec's brand the number's first digits can only belong to (the card networks' current
 * ranges, e.g. Mastercard 51–55 and 2221–2720); null while they could be several, or none.
 */
export function cardBrandOf(digits: string): KnownBrand | null {
  const brands = new Set(
    creditCardType(digits).flatMap((candidate) => SPEC_BRANDS[candidate.type] ?? []),
  )
  return brands.size === 1 ? [...brands][0] : null
}

/**
 * A whole number's verdict: a length its brand issues and the Luhn check passed ('valid', or
 * 'otherBrand' for a brand outside the spec's list), else 'invalid'.
 */
export function cardNumberVerdict(digits: string): 'valid' | 'otherBrand' | 'invalid' {
  const { isValid, card } = cardNumber(digits)
  if (!isValid || card === null || digits.length < CARD_NUMBER_MIN_DIGITS) return 'invalid'
  const brand = SPEC_BRANDS[card.type]
  if (brand === undefined) return 'otherBrand'
  return digits.length > cardNumberMaxDigits(brand) ? 'invalid' : 'valid'
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

/** The security code's length: 4 digits for American Express, 3 for the others. */
export const securityCodeLength = (brand: KnownBrand | null): number => (brand === 'A' ? 4 : 3)
