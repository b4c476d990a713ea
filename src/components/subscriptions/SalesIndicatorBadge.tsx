import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { Plan } from '~generated/api/model'
import { salesIndicator, type SalesIndicator } from '~/lib/rules/sales-indicator'
import { Badge } from '~/components/button/Badge'

/** The sales indicator's text (spec 01 §4, 02 §9), null when it shows nothing. */
const SALES_INDICATOR_LABELS: Record<SalesIndicator, MessageDescriptor | null> = {
  none: null,
  soldOut: msg({ comment: 'Sales indicator: sold out', message: '売り切れ' }),
  few: msg({ comment: 'Sales indicator: few left', message: '残りわずか' }),
  enough: msg({ comment: 'Sales indicator: enough left', message: '在庫あり' }),
}

/** A plan's sales indicator as a badge, on /plans and /mypage/plans alike; nothing without a limit. */
export function SalesIndicatorBadge({
  plan,
  component,
}: {
  plan: Pick<Plan, 'salesCount' | 'salesLimit'>
  component?: 'div' | 'span'
}) {
  const { i18n } = useLingui()
  const indicator = salesIndicator(plan)
  const label = SALES_INDICATOR_LABELS[indicator]
  if (!label) return null
  return (
    <Badge variant="default" component={component} data-indicator={indicator}>
      {i18n._(label)}
    </Badge>
  )
}
