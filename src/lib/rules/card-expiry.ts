export interface YearMonth {
  /** Four digits. */
  year: number
  /** 1–12. */
  month: number
}

/** The year and month in Japan at `now` ("this month" is Japan's, like every date of the site). */
export function japanYearMonth(now: Date): YearMonth {
  const japan = new Date(now.getTime() + 9 * 60 * 60 * 1000)
  return { year: japan.getUTCFullYear(), month: japan.getUTCMonth() + 1 }
}

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
