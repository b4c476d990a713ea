const JST_OFFSET_MS = 9 * 60 * 60 * 1000
const DAY_MS = 24 * 60 * 60 * 1000

/** ISO 8601 in Japan time, as the contract's examples write it: 2026-11-22T10:15:00+09:00. */
export function isoJst(date: Date | number): string {
  const jst = new Date(new Date(date).getTime() + JST_OFFSET_MS)
  return `${jst.toISOString().slice(0, 19)}+09:00`
}

/** YYYY-MM-DD in Japan time. */
export const dateJst = (date: Date | number): string => isoJst(date).slice(0, 10)

export const addDays = (date: Date | number, days: number): Date =>
  new Date(new Date(date).getTime() + days * DAY_MS)

export const addMinutes = (date: Date | number, minutes: number): Date =>
  new Date(new Date(date).getTime() + minutes * 60 * 1000)

/** The same day-of-month `months` later (earlier when negative), in Japan time. */
export function addMonths(date: Date | number, months: number): Date {
  const jst = new Date(new Date(date).getTime() + JST_OFFSET_MS)
  jst.setUTCMonth(jst.getUTCMonth() + months)
  return new Date(jst.getTime() - JST_OFFSET_MS)
}

/** Midnight (Japan time) of the day `date` falls on. */
export function startOfDayJst(date: Date | number): Date {
  const ms = new Date(date).getTime() + JST_OFFSET_MS
  return new Date(ms - (ms % DAY_MS) - JST_OFFSET_MS)
}

/** YYYYMM of a month relative to `date`, for card expiry dates. */
export const yearMonth = (date: Date | number, monthsAhead: number): string => {
  const jst = isoJst(addMonths(date, monthsAhead))
  return jst.slice(0, 4) + jst.slice(5, 7)
}

/** YYYYMMDD of the birthday of someone `years` old on `date`. */
export const birthdayAged = (date: Date | number, years: number, daysBefore = 30): string =>
  dateJst(addDays(addMonths(date, -12 * years), -daysBefore)).replaceAll('-', '')

/** One renewal period after `date` (a plan's renewSpan and renewSpanUnit). */
export function addPeriod(
  date: Date | number,
  span: number,
  unit: 'days' | 'weeks' | 'months',
): Date {
  if (unit === 'months') return addMonths(date, span)
  return addDays(date, unit === 'weeks' ? span * 7 : span)
}
