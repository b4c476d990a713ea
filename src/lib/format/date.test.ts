import { describe, expect, it } from 'vitest'
import { formatDate, formatDateTime, formatPeriodRange } from './date'
import { i18nFor } from '~tests/setup/i18n'

const ja = await i18nFor('ja')
const en = await i18nFor('en')

describe('formatDate', () => {
  it('shows year/month/day in Japanese and year-month-day in English, with the Japan label', () => {
    expect(formatDate(ja, '2026-11-22T03:00:00Z')).toBe('2026/11/22(日本時間)')
    expect(formatDate(en, '2026-11-22T03:00:00Z')).toBe('2026-11-22 (JST)')
  })

  it('uses the date in Japan: 15:00 UTC is the next day', () => {
    expect(formatDate(ja, '2026-11-22T14:59:59Z')).toBe('2026/11/22(日本時間)')
    expect(formatDate(ja, '2026-11-22T15:00:00Z')).toBe('2026/11/23(日本時間)')
    expect(formatDate(en, '2026-11-22T15:00:00Z')).toBe('2026-11-23 (JST)')
    expect(formatDate(ja, '2026-12-31T15:00:00.000Z')).toBe('2027/01/01(日本時間)')
    expect(formatDate(ja, '2026-11-23T00:00:00+09:00')).toBe('2026/11/23(日本時間)')
    expect(formatDate(ja, '2026-11-22T23:30:00-08:00')).toBe('2026/11/23(日本時間)')
  })

  it('zero-pads month and day', () => {
    expect(formatDate(ja, '2026-01-05T00:00:00+09:00')).toBe('2026/01/05(日本時間)')
    expect(formatDate(en, '2026-01-05T00:00:00+09:00')).toBe('2026-01-05 (JST)')
  })

  it('keeps a plain date as the calendar date it names', () => {
    expect(formatDate(ja, '2026-11-22')).toBe('2026/11/22(日本時間)')
    expect(formatDate(en, '2026-11-22')).toBe('2026-11-22 (JST)')
    expect(formatDate(ja, '2028-02-29')).toBe('2028/02/29(日本時間)')
  })

  it('reads a date-time without an offset as Japan time, not the machine’s', () => {
    expect(formatDateTime(ja, '2026-11-22T23:30:00')).toBe('2026/11/22 23:30(日本時間)')
    expect(formatDateTime(ja, '2026-11-22 08:05')).toBe('2026/11/22 08:05(日本時間)')
  })

  it('gives the date and time Intl gives for Asia/Tokyo, over a century of instants', () => {
    const tokyo = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Asia/Tokyo',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
    const step = 7 * 24 * 3600_000 + 3 * 3600_000 + 17 * 60_000
    for (let epochMs = Date.UTC(1960, 0, 1); epochMs < Date.UTC(2070, 0, 1); epochMs += step) {
      const [date, time] = tokyo.format(epochMs).split(' ')
      expect(formatDateTime(en, new Date(epochMs), { timeZoneLabel: false })).toBe(
        `${date} ${time}`,
      )
    }
  })

  it('accepts a Date', () => {
    expect(formatDate(ja, new Date(Date.UTC(2026, 10, 22, 15)))).toBe('2026/11/23(日本時間)')
  })

  it('can leave out the time-zone label', () => {
    expect(formatDate(ja, '2026-11-22T15:00:00Z', { timeZoneLabel: false })).toBe('2026/11/23')
    expect(formatDate(en, '2026-11-22', { timeZoneLabel: false })).toBe('2026-11-22')
  })

  it('is empty for no date or an invalid one, without throwing', () => {
    const invalid = [
      null,
      undefined,
      '',
      '   ',
      'not a date',
      '2026/11/22',
      '22-11-2026',
      '2026-13-01',
      '2026-02-30',
      '2027-02-29',
      '2026-11-22T24:00:00Z',
      '2026-11-22T10:60:00Z',
      '2026-11-22T10:00:00+25:00',
      '2026-11-22T10:00:00Zjunk',
      new Date(Number.NaN),
      1_700_000_000_000 as never,
    ]
    for (const value of invalid) {
      expect(formatDate(ja, value)).toBe('')
      expect(formatDate(en, value)).toBe('')
      expect(formatDateTime(ja, value)).toBe('')
      expect(formatDateTime(en, value)).toBe('')
    }
  })
})

describe('formatDateTime', () => {
  it('adds the 24-hour time in Japan', () => {
    expect(formatDateTime(ja, '2026-11-22T06:05:00Z')).toBe('2026/11/22 15:05(日本時間)')
    expect(formatDateTime(en, '2026-11-22T06:05:00Z')).toBe('2026-11-22 15:05 (JST)')
  })

  it('crosses midnight at 15:00 UTC and shows midnight as 00:00', () => {
    expect(formatDateTime(ja, '2026-11-22T14:59:00Z')).toBe('2026/11/22 23:59(日本時間)')
    expect(formatDateTime(ja, '2026-11-22T15:00:00Z')).toBe('2026/11/23 00:00(日本時間)')
    expect(formatDateTime(en, '2026-11-22T15:00:00Z')).toBe('2026-11-23 00:00 (JST)')
  })

  it('drops seconds and fractions without rounding up', () => {
    expect(formatDateTime(ja, '2026-11-22T10:15:59.999+09:00')).toBe('2026/11/22 10:15(日本時間)')
    expect(formatDateTime(ja, '2026-11-22T10:15:30.123456+0900')).toBe('2026/11/22 10:15(日本時間)')
  })

  it('shows a plain date without a time', () => {
    expect(formatDateTime(ja, '2026-11-22')).toBe('2026/11/22(日本時間)')
    expect(formatDateTime(en, '2026-11-22')).toBe('2026-11-22 (JST)')
  })

  it('can leave out the time-zone label', () => {
    expect(formatDateTime(en, '2026-11-22T15:00:00Z', { timeZoneLabel: false })).toBe(
      '2026-11-23 00:00',
    )
  })
})

describe('formatPeriodRange', () => {
  it('shows both ends with one time-zone label, either end alone, or nothing', () => {
    const period = { startDate: '2026-12-01T00:00:00+09:00', endDate: '2027-02-28T23:59:59+09:00' }
    expect(formatPeriodRange(ja, period)).toBe('2026/12/01〜2027/02/28(日本時間)')
    expect(formatPeriodRange(en, period)).toBe('2026-12-01 – 2027-02-28 (JST)')
    expect(formatPeriodRange(ja, { startDate: period.startDate })).toBe('2026/12/01〜(日本時間)')
    expect(formatPeriodRange(ja, null)).toBe('')
  })
})
