import { msg } from '@lingui/core/macro'
import type { I18n } from '@lingui/core'
import type { RenewSpanUnit } from '~generated/api/model'
import { formatPeriodSuffix } from './period'
import { perLocale } from './per-locale'

/**
 * Amount formatters by locale. Plain grouped digits, not `style: 'currency'`: the yen sign is part
 * of the translated message so it stays the spec's '¥' (currency style gives '￥' in ja).
 */
const amountFormat = perLocale(
  (locale) =>
    new Intl.NumberFormat(locale, {
      useGrouping: true,
      maximumFractionDigits: 0,
      numberingSystem: 'latn',
    }),
)

/**
 * The amount grouped by thousands ('1,980'), or null when it is not a yen amount: the contract's
 * YenAmount is an integer ≥ 0 (tax included); fractions are rounded, negatives and non-finite
 * numbers rejected.
 */
function groupedAmount(i18n: I18n, amount: number | null | undefined): string | null {
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount < 0) return null
  return amountFormat(i18n.locale || 'ja').format(amount)
}

/** A tax-included price: ja '¥1,980(税込)', en '¥1,980 (tax incl.)'; '' for no valid amount. */
export function formatPrice(i18n: I18n, amount: number | null | undefined): string {
  const grouped = groupedAmount(i18n, amount)
  if (grouped === null) return ''
  return i18n._(
    msg({
      comment: 'Price in yen, tax included',
      message: `¥${{ amount: grouped }}(税込)`,
    }),
  )
}

/**
 * A tax-included price per period: ja '¥1,980(税込)/月', en '¥1,980/month (tax incl.)' (the
 * translation places the period). Without a period (null span or unit: a one-off purchase) it is
 * {@link formatPrice}; '' for no valid amount.
 */
export function formatPriceWithPeriod(
  i18n: I18n,
  amount: number | null | undefined,
  span: number | null | undefined,
  unit: RenewSpanUnit | null | undefined,
): string {
  const grouped = groupedAmount(i18n, amount)
  if (grouped === null) return ''
  const period = formatPeriodSuffix(i18n, span, unit)
  if (!period) return formatPrice(i18n, amount)
  return i18n._(
    msg({
      comment: 'Price in yen, tax included, with its period (e.g. /月)',
      message: `¥${{ amount: grouped }}(税込)${{ period }}`,
    }),
  )
}

/**
 * An amount without the tax note ('¥900'): the net amount and the tax of an invoice or a
 * payment, next to the tax-included total; '' for no valid amount.
 */
export function formatYen(i18n: I18n, amount: number | null | undefined): string {
  const grouped = groupedAmount(i18n, amount)
  if (grouped === null) return ''
  return i18n._(
    msg({ comment: 'An amount in yen (net or tax)', message: `¥${{ amount: grouped }}` }),
  )
}
