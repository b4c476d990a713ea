import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Text } from '@mantine/core'
import type { OrderVerification, Plan } from '~generated/api/model'
import { formatDate } from '~/lib/format/date'
import { formatRenewal } from '~/lib/format/period'
import { formatPrice, formatPriceWithPeriod } from '~/lib/format/price'
import { billingPlan } from '../rules/billing'

/** What will be billed and when (the confirm page states it before the member buys). */
export function BillingStatement({ plan, order }: { plan: Plan; order: OrderVerification }) {
  const { t, i18n } = useLingui()
  const billing = billingPlan(plan, order)
  const day = formatDate(i18n, billing.firstPaymentDay)
  const regular = formatPriceWithPeriod(i18n, plan.price, plan.renewSpan, plan.renewSpanUnit)
  const renewal = formatRenewal(i18n, plan.renewSpan, plan.renewSpanUnit)
  let text: string
  switch (billing.kind) {
    case 'freeFirst':
      text = t`本日のお支払いはありません。${day}から${regular}が請求され、以降${renewal}に自動更新されます。`
      break
    case 'discounted': {
      const amount = formatPrice(i18n, billing.amount)
      const times = billing.times
      text = times
        ? t`${day}から${plural(times, { other: `${times}回` })}は${amount}、その後は${regular}が請求されます。以降${renewal}に自動更新されます。`
        : t`${day}から${amount}、キャンペーン終了後は${regular}が請求されます。以降${renewal}に自動更新されます。`
      break
    }
    case 'oneOff':
      text = t`${day}に${formatPrice(i18n, billing.amount)}が一度だけ請求されます。`
      break
    case 'recurring':
      text = t`${day}に${formatPrice(i18n, billing.amount)}が請求され、以降${renewal}に自動更新されます。`
      break
  }
  return (
    <Text fw={500} data-testid="billing-statement">
      {text}
    </Text>
  )
}
