import { msg } from '@lingui/core/macro'
import type { I18n } from '@lingui/core'
import { JAPAN_OFFSET_MINUTES, parseDate, type DateInput } from './parse-date'

/*
 * Dates are shown in Japan time, whatever the time zone of the server or the browser, so that the
 * server-rendered HTML and the hydrated page agree (spec: "date format year-month-day, varying per
 * language, with a Japan time-zone label").
 *
 * Formats (the order and separators are the translated patterns below, filled with Japan's
 * calendar fields, so ICU data differences between engines cannot change them):
 * - ja: '2026/11/23(日本時間)', '2026/11/23 00:00(日本時間)' — the YYYY/MM/DD already used for
 *   birthdays, compact enough for list rows.
 * - en: '2026-11-23 (JST)', '2026-11-23 00:00 (JST)' — year-month-day, never US month-first.
 * Month, day, hour and minute are zero-padded; the time is 24-hour.
 * Input that is not a date (see parseDate) gives '' — never an exception.
 */

export interface DateFormatOptions {
  /** Append the Japan time-zone label (default true); off where e.g. a column header has it. */
  timeZoneLabel?: boolean
}

interface JapanFields {
  year: string
  month: string
  day: string
  /** Null for a plain date, which has no time of day. */
  time: { hour: string; minute: string } | null
}

const pad2 = (value: number) => String(value).padStart(2, '0')

function japanFields(value: DateInput): JapanFields | null {
  const parsed = parseDate(value)
  if (!parsed) return null
  if (parsed.kind === 'date') {
    return {
      year: String(parsed.year),
      month: pad2(parsed.month),
      day: pad2(parsed.day),
      time: null,
    }
  }
  // Japan has one offset all year, so its calendar fields are UTC's, shifted (no Intl time-zone
  // lookup, which was the costliest part of rendering a list of dates).
  const japan = new Date(parsed.epochMs + JAPAN_OFFSET_MINUTES * 60_000)
  return {
    year: String(japan.getUTCFullYear()),
    month: pad2(japan.getUTCMonth() + 1),
    day: pad2(japan.getUTCDate()),
    time: { hour: pad2(japan.getUTCHours()), minute: pad2(japan.getUTCMinutes()) },
  }
}

function withTimeZoneLabel(i18n: I18n, date: string, options?: DateFormatOptions): string {
  if (options?.timeZoneLabel === false) return date
  return i18n._(
    msg({
      comment: 'A date or date and time in Japan time, followed by the time-zone label',
      message: `${date}(日本時間)`,
    }),
  )
}

/** The date in Japan: ja '2026/11/23(日本時間)', en '2026-11-23 (JST)'; '' for no valid date. */
export function formatDate(i18n: I18n, value: DateInput, options?: DateFormatOptions): string {
  const fields = japanFields(value)
  if (!fields) return ''
  const { year, month, day } = fields
  const date = i18n._(
    msg({
      comment: 'Date pattern; month and day are zero-padded numbers',
      message: `${year}/${month}/${day}`,
    }),
  )
  return withTimeZoneLabel(i18n, date, options)
}

/**
 * The date and time (HH:mm, 24-hour) in Japan: ja '2026/11/23 00:00(日本時間)',
 * en '2026-11-23 00:00 (JST)'. A plain date has no time: it is shown as {@link formatDate} does.
 * '' for no valid date.
 */
export function formatDateTime(i18n: I18n, value: DateInput, options?: DateFormatOptions): string {
  const fields = japanFields(value)
  if (!fields) return ''
  if (!fields.time) return formatDate(i18n, value, options)
  const { year, month, day } = fields
  const { hour, minute } = fields.time
  const dateTime = i18n._(
    msg({
      comment: 'Date and time pattern; all numbers zero-padded, 24-hour clock',
      message: `${year}/${month}/${day} ${hour}:${minute}`,
    }),
  )
  return withTimeZoneLabel(i18n, dateTime, options)
}

/**
 * A period from one date to another (e.g. a campaign's), with one time-zone label at the end:
 * ja '2026/12/01〜2027/02/28(日本時間)', en '2026-12-01 – 2027-02-28 (JST)'; either end may be
 * missing ('2026/12/01〜(日本時間)'); '' when both are.
 */
export function formatPeriodRange(
  i18n: I18n,
  period: { startDate?: DateInput; endDate?: DateInput } | null | undefined,
): string {
  const start = formatDate(i18n, period?.startDate, { timeZoneLabel: false })
  const end = formatDate(i18n, period?.endDate, { timeZoneLabel: false })
  if (!start && !end) return ''
  const range = i18n._(
    msg({ comment: 'A period from one date to another', message: `${start}〜${end}` }),
  )
  return withTimeZoneLabel(i18n, range)
}
