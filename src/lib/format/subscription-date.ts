import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { formatDate, formatDateTime } from './date'
import type { DateInput } from './parse-date'

/**
 * A contract's key date with its label (spec 02 §9): '次回決済日：' with the date
 * (dateFormat.YYYYMD), or for a cancellation request '終了日時：' with the date and time
 * (YYYYMD_HHMM): the contract ends at a moment, not on a day. One wording for the contract card,
 * the contract's page and its cancellation pages.
 */
export function formatSubscriptionDateLine(
  i18n: I18n,
  line: { kind: 'ends' | 'nextSettlement'; date: DateInput },
): string {
  if (line.kind === 'ends') {
    const date = formatDateTime(i18n, line.date)
    return date ? i18n._(msg`終了日時：${date}`) : ''
  }
  const date = formatDate(i18n, line.date)
  return date ? i18n._(msg`次回決済日：${date}`) : ''
}
