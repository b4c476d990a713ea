import { msg } from '@lingui/core/macro'
import { digitsOf } from '../forms/normalize'

export const BIRTHDAY_MIN_YEAR = 1900
export const BIRTHDAY_MAX_YEAR = 2099
/** Length of the input as shown, YYYY/MM/DD. */
export const BIRTHDAY_INPUT_MAX_LENGTH = 10

interface CalendarDate {
  year: number
  month: number
  day: number
}

function parseBirthday(value: string): CalendarDate | null {
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec(value)
  if (!match) return null
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number]
  return { year, month, day }
}

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate()

/** Birthday (spec 01 §5, 02 §5): 8 digits YYYYMMDD, years 1900–2099, a real calendar date. */
export function isValidBirthday(value: string): boolean {
  const date = parseBirthday(value)
  if (!date) return false
  const { year, month, day } = date
  if (year < BIRTHDAY_MIN_YEAR || year > BIRTHDAY_MAX_YEAR) return false
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month)
}

/** Whole years of age on `today` (its local calendar date); null for an invalid birthday. */
export function ageOn(birthday: string, today: Date): number | null {
  if (!isValidBirthday(birthday)) return null
  const { year, month, day } = parseBirthday(birthday)!
  const [thisYear, thisMonth, thisDay] = [
    today.getFullYear(),
    today.getMonth() + 1,
    today.getDate(),
  ]
  const hadBirthday = thisMonth > month || (thisMonth === month && thisDay >= day)
  return thisYear - year - (hadBirthday ? 0 : 1)
}

/** True when a valid birthday makes the person younger than `age` (parental consent, 01 §5). */
export function isUnderAge(birthday: string, age: number, today: Date): boolean {
  const years = ageOn(birthday, today)
  return years !== null && years < age
}

/** The digits of a typed or pasted birthday (full-width digits and slashes allowed), at most 8. */
export function birthdayDigits(input: string): string {
  return digitsOf(input).slice(0, 8)
}

/** YYYYMMDD digits shown as YYYY/MM/DD, slashes appearing as the digits are typed. */
export function formatBirthday(digits: string): string {
  return [digits.slice(0, 4), digits.slice(4, 6), digits.slice(6, 8)].filter(Boolean).join('/')
}

const twoDigits = (value: number) => String(value).padStart(2, '0')
const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max)

/** `today`'s local calendar date as YYYYMMDD. */
const dateDigits = (today: Date) =>
  `${today.getFullYear()}${twoDigits(today.getMonth() + 1)}${twoDigits(today.getDate())}`

/**
 * Typed birthday digits corrected as each part is completed (spec 02 §5): a year outside
 * 1900..this year becomes this year, the month is held to 01–12, the day to the month's length,
 * and a date after `today` becomes today. Incomplete parts are left as typed.
 */
export function clampBirthdayDigits(digits: string, today: Date): string {
  const thisYear = today.getFullYear()
  let year = digits.slice(0, 4)
  let month = digits.slice(4, 6)
  let day = digits.slice(6, 8)
  if (year.length === 4 && (Number(year) < BIRTHDAY_MIN_YEAR || Number(year) > thisYear))
    year = String(thisYear)
  if (month.length === 2) month = twoDigits(clamp(Number(month), 1, 12))
  if (day.length === 2)
    day = twoDigits(clamp(Number(day), 1, daysInMonth(Number(year), Number(month))))
  const clamped = `${year}${month}${day}`
  return clamped.length === 8 && clamped > dateDigits(today) ? dateDigits(today) : clamped
}

export const BIRTHDAY_MESSAGE = msg`生年月日の形式が正しくありません`
