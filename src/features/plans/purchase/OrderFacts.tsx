import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { OrderVerification } from '~generated/api/model'
import { formatDate, formatDateTime } from '~/lib/format/date'
import { formatPrice } from '~/lib/format/price'
import { shownEntitlementExpiry } from '../rules/billing'
import classes from '../plans.module.css'

/**
 * The order verification result (spec 01 §3): billing amount, first payment day, re-contract,
 * campaign (name, description, free days, discount continuation, end date), subscription expiry
 * and entitlement expiry (not shown beyond 10 years, 01 §9). `extra` rows come first.
 */
export function OrderFacts({
  order,
  now,
  extra,
}: {
  order: OrderVerification
  now: number
  extra?: ReadonlyArray<readonly [string, ReactNode]>
}) {
  const { t, i18n } = useLingui()
  const entitlement = shownEntitlementExpiry(order.entitlementExpiration, now)
  const rows: Array<readonly [string, ReactNode]> = [
    ...(extra ?? []),
    [t`お支払い金額`, formatPrice(i18n, order.billingAmount)],
    [t`初回お支払い日`, formatDate(i18n, order.firstPaymentDay)],
  ]
  const { freeDays, discountContinuationCount: discountTimes } = order
  if (freeDays) rows.push([t`無料期間`, t`${plural(freeDays, { other: `${freeDays}日間` })}`])
  if (order.campaignName) rows.push([t`キャンペーン`, order.campaignName])
  if (order.campaignDescription) rows.push([t`キャンペーン内容`, order.campaignDescription])
  if (discountTimes)
    rows.push([t`割引の適用回数`, t`${plural(discountTimes, { other: `${discountTimes}回` })}`])
  if (order.campaignEndDate)
    rows.push([t`キャンペーン終了日`, formatDateTime(i18n, order.campaignEndDate)])
  if (order.subscriptionExpiration)
    rows.push([t`契約の有効期限`, formatDateTime(i18n, order.subscriptionExpiration)])
  if (entitlement) rows.push([t`視聴期限`, formatDateTime(i18n, entitlement)])
  if (order.isReContract) rows.push([t`ご契約の種類`, t`再契約`])
  return (
    <dl className={classes.facts}>
      {rows.map(([label, value]) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}
