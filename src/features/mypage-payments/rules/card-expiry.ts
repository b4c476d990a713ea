/**
 * The card expiry (spec 02 §5, §9): years this one and the next 9, as two digits; months 01–12;
 * not before this month. "This month" is Japan's, like every date of the site.
 */
export const EXPIRY_YEAR_COUNT = 10

export interface YearMonth {
  /** Four digits. */
  year: number
  /** 1–12. */
  month: number
}

/** The year and month in Japan at `now`. */
export function japanYearMonth(now: Date): YearMonth {
  const japan = new Date(now.getTime() + 9 * 60 * 60 * 1000)
  return { year: japan.getUTCFullYear(), month: japan.getUTCMonth() + 1 }
}

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

/** The chosen expiry (4-digit year, 2-digit month) is before this month. */
export function isExpiryBeforeThisMonth(year: string, month: string, now: Date): boolean {
  const current = japanYearMonth(now)
  return Number(year) * 12 + Number(month) < current.year * 12 + current.month
}

/**
 * A registered card's expiry (YYYYMM) has ended: the end of its month is before now (02 §5), that
 * is, its month is before this month. Null or malformed expiries never count as expired.
 */
export function isCardExpired(expireDate: string | null | undefined, now: Date): boolean {
  const match = /^(\d{4})(\d{2})$/.exec(expireDate ?? '')
  if (!match) return false
  return isExpiryBeforeThisMonth(match[1] ?? '', match[2] ?? '', now)
}

/** YYYYMM as shown: 'MM/YY'. */
export function formatExpiry(expireDate: string): string {
  const match = /^(\d{2})(\d{2})(\d{2})$/.exec(expireDate)
  return match ? `${match[3]}/${match[2]}` : expireDate
}
