/**
 * Reading the contract's dates without depending on the machine's time zone.
 *
 * - A plain date ('2026-11-22', OpenAPI `format: date`) is a calendar date in Japan: it is kept
 *   as is, never shifted through a time zone.
 * - A date-time ('2026-11-22T15:00:00Z', '…+09:00', OpenAPI `format: date-time`) is an instant.
 *   One without an offset is read as Japan time, not as the machine's local time (which is what
 *   `new Date()` would do, making the server and the browser disagree).
 * - A `Date` is an instant.
 * Anything else (other text, impossible dates such as 2026-02-30, an invalid `Date`) is null.
 */
export type DateInput = string | Date | null | undefined

export type ParsedDate =
  { kind: 'date'; year: number; month: number; day: number } | { kind: 'instant'; epochMs: number }

/** Japan Standard Time, UTC+9 all year (no daylight saving). */
export const JAPAN_OFFSET_MINUTES = 9 * 60

const PATTERN =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?(Z|[+-]\d{2}(?::?\d{2})?)?)?$/i

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
const daysInMonth = (year: number, month: number) =>
  month === 2 && isLeapYear(year) ? 29 : DAYS_IN_MONTH[month - 1]!

/** Minutes east of UTC of 'Z', '+09:00', '+0900' or '+09'; null when out of range. */
function offsetMinutes(zone: string): number | null {
  if (zone.toUpperCase() === 'Z') return 0
  const digits = zone.slice(1).replace(':', '')
  const [hours, minutes] = [Number(digits.slice(0, 2)), Number(digits.slice(2) || 0)]
  if (hours > 23 || minutes > 59) return null
  return (zone[0] === '-' ? -1 : 1) * (hours * 60 + minutes)
}

/** A plain date, an instant, or null for anything else (see the top of this file). */
export function parseDate(value: DateInput): ParsedDate | null {
  if (value instanceof Date) {
    const epochMs = value.getTime()
    return Number.isNaN(epochMs) ? null : { kind: 'instant', epochMs }
  }
  if (typeof value !== 'string') return null
  const match = PATTERN.exec(value.trim())
  if (!match) return null
  const [, y, mo, d, h, mi, s, fraction, zone] = match
  const [year, month, day] = [Number(y), Number(mo), Number(d)]
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null
  if (h === undefined) return { kind: 'date', year, month, day }

  const [hour, minute, second] = [Number(h), Number(mi), Number(s ?? 0)]
  if (hour > 23 || minute > 59 || second > 59) return null
  const offset = zone === undefined ? JAPAN_OFFSET_MINUTES : offsetMinutes(zone)
  if (offset === null) return null
  const ms = Number((fraction ?? '').slice(0, 3).padEnd(3, '0'))
  // setUTCFullYear, unlike Date.UTC, does not map years 0–99 to 1900–1999.
  const utc = new Date(0)
  utc.setUTCFullYear(year, month - 1, day)
  utc.setUTCHours(hour, minute, second, ms)
  const epochMs = utc.getTime() - offset * 60_000
  return Number.isNaN(epochMs) ? null : { kind: 'instant', epochMs }
}
