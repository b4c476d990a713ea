import { useLingui } from '@lingui/react/macro'
import type { Plan } from '~generated/api/model'
import { formatRenewal } from '~/lib/format/period'

/**
 * A plan's renewal wording ('更新：{n}ヶ月ごと', spec 01 §9, 02 §9), on /plans and /mypage/plans
 * alike; nothing for a plan that does not renew.
 */
export function PlanRenewal({
  plan,
  component: Root = 'p',
  className,
}: {
  plan: Pick<Plan, 'renewSpan' | 'renewSpanUnit'>
  component?: 'p' | 'span'
  className?: string
}) {
  const { t, i18n } = useLingui()
  const renewal = formatRenewal(i18n, plan.renewSpan, plan.renewSpanUnit)
  if (!renewal) return null
  return <Root className={className}>{t`更新：${renewal}`}</Root>
}
