import { japanYearMonth } from '~/lib/rules/card-expiry'

/**
 * The card expiry (spec 02 §5, §9): years this one and the next 9, as two digits; months 01–12;
 * not before this month. "This month" is Japan's, like every date of the site.
 */
export const EXPIRY_YEAR_COUNT = 10

const twoDigits = (value: number) => String(value % 100).padStart(2, '0')

/** The year options: { value: '2026', label: '26' } for this year and the next 9. */
export function expiryYearOptions(now: Date): { value: string; label: string }[] {
  const { year } = japanYearMonth(now)
  return Array.from({ length: EXPIRY_YEAR_COUNT }, (_, index) => ({
    value: String(year + index),
    label: twoDigits(year + index),
  }))
}

/** The month options '01'…'12'. */
export const EXPIRY_MONTHS: readonly string[] = Array.from({ length: 12 }, (_, index) =>
  String(index + 1).padStart(2, '0'),
)
