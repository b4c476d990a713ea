import { msg, plural } from '@lingui/core/macro'
import type { I18n, MessageDescriptor } from '@lingui/core'
import type { RenewSpanUnit } from '~generated/api/model'

/**
 * A plan's period as the contract gives it: `renewSpan` × `renewSpanUnit` (days, weeks or
 * months; a year is 12 months). Either being null or absent means the plan has no period
 * (a one-off purchase), and so does anything outside the contract (a span that is not a positive
 * integer, an unknown unit): every function below then returns ''.
 */
export interface Period {
  span: number
  unit: RenewSpanUnit
}

const UNITS: readonly string[] = ['days', 'weeks', 'months'] satisfies RenewSpanUnit[]

/** The period of `span` × `unit`, or null when there is none (see {@link Period}). */
export function toPeriod(
  span: number | null | undefined,
  unit: RenewSpanUnit | null | undefined,
): Period | null {
  if (typeof span !== 'number' || !Number.isSafeInteger(span) || span < 1) return null
  if (typeof unit !== 'string' || !UNITS.includes(unit)) return null
  return { span, unit }
}

type PeriodMessages = Record<RenewSpanUnit, (n: number) => MessageDescriptor>

/**
 * Texts of the period messages already formatted, by compiled translation, then locale and span.
 * Lingui's plural interpolation was ~5 % of the server's time on /plans (two per plan card, for
 * the same few periods). Keyed by the compiled message itself, the text is always the one Lingui
 * gives for that translation: another catalog or language has other compiled messages. Bounded
 * per message, for a backend that would send many different spans.
 */
const formattedPeriods = new WeakMap<object, Map<string, string>>()
const MAX_SPANS_PER_MESSAGE = 64

/** One of the period's messages, or '' when there is no period. */
function formatPeriod(
  i18n: I18n,
  messages: PeriodMessages,
  span: number | null | undefined,
  unit: RenewSpanUnit | null | undefined,
): string {
  const period = toPeriod(span, unit)
  if (!period) return ''
  const descriptor = messages[period.unit](period.span)
  const compiled: unknown = descriptor.id === undefined ? undefined : i18n.messages[descriptor.id]
  if (typeof compiled !== 'object' || compiled === null) return i18n._(descriptor)
  let texts = formattedPeriods.get(compiled)
  if (!texts) formattedPeriods.set(compiled, (texts = new Map()))
  const key = `${i18n.locale} ${period.span}`
  let text = texts.get(key)
  if (text === undefined) {
    text = i18n._(descriptor)
    if (texts.size < MAX_SPANS_PER_MESSAGE) texts.set(key, text)
  }
  return text
}

const SUFFIXES: PeriodMessages = {
  days: (n) =>
    msg({
      comment: 'Period after a price: per day, per n days',
      message: plural(n, { 1: '/日', other: '/#日' }),
    }),
  weeks: (n) =>
    msg({
      comment: 'Period after a price: per week, per n weeks',
      message: plural(n, { 1: '/週', other: '/#週' }),
    }),
  months: (n) =>
    msg({
      comment: 'Period after a price: per month, per year (12 months), per n months',
      message: plural(n, { 1: '/月', 12: '/年', other: '/#ヶ月' }),
    }),
}

const RENEWALS: PeriodMessages = {
  days: (n) =>
    msg({ comment: 'Renewal cycle: every n days', message: plural(n, { other: '#日ごと' }) }),
  weeks: (n) =>
    msg({ comment: 'Renewal cycle: every n weeks', message: plural(n, { other: '#週ごと' }) }),
  months: (n) =>
    msg({
      comment: 'Renewal cycle: yearly (12 months), every n months',
      message: plural(n, { 12: '年間', other: '#ヶ月ごと' }),
    }),
}

/**
 * The suffix after a price (spec: "/日 or /{n}日, /週 or /{n}週, /月, /年 (12 months), /{n}ヶ月").
 * ja '/日' '/3日' '/週' '/2週' '/月' '/年' '/3ヶ月'; en '/day' '/3 days' '/week' '/2 weeks'
 * '/month' '/year' '/3 months'. '' without a period.
 */
export function formatPeriodSuffix(
  i18n: I18n,
  span: number | null | undefined,
  unit: RenewSpanUnit | null | undefined,
): string {
  return formatPeriod(i18n, SUFFIXES, span, unit)
}

/**
 * How often a subscription renews (spec: "{n}日ごと, {n}週ごと, 年間 (12 months), {n}ヶ月ごと").
 * Japanese follows the spec's pattern literally, n = 1 included: '1日ごと', '1週ごと', '1ヶ月ごと'
 * (not 毎日/毎週/毎月); 12 months is '年間'. en 'every day' 'every 3 days' 'every week'
 * 'every 2 weeks' 'every month' 'every 3 months' 'yearly'. '' without a period.
 */
export function formatRenewal(
  i18n: I18n,
  span: number | null | undefined,
  unit: RenewSpanUnit | null | undefined,
): string {
  return formatPeriod(i18n, RENEWALS, span, unit)
}
