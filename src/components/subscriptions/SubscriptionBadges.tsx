import { useLingui } from '@lingui/react/macro'
import type { CSSProperties } from 'react'
import type { Subscription } from '~generated/api/model'
import {
  subscriptionStatusGroup,
  subscriptionStatusLabel,
  subscriptionSubLabel,
} from '~/lib/rules/subscription-status'
import classes from './cards.module.css'

/** The dot's colour; the label itself is in the text colour, readable in either scheme. */
const BADGE_COLOR = {
  contract: 'brand',
  trial: 'teal',
  cancelRequest: 'gray',
  hold: 'red',
  cancelled: 'gray',
} as const

/**
 * A contract's status label by group ('契約中', '無料トライアル中', '解約予定', '更新保留中') and the
 * extra '契約更新中' of a renewing contract (spec 02 §4); nothing when neither applies.
 */
export function SubscriptionBadges({
  subscription,
}: {
  subscription: Pick<Subscription, 'subscriptionStatus' | 'isRenewing'>
}) {
  const { i18n } = useLingui()
  const label = subscriptionStatusLabel(subscription.subscriptionStatus)
  const subLabel = subscriptionSubLabel(subscription)
  if (!label && !subLabel) return null
  return (
    <span className={classes.badges}>
      {label && (
        <DotBadge color={BADGE_COLOR[subscriptionStatusGroup(subscription.subscriptionStatus)]}>
          {i18n._(label)}
        </DotBadge>
      )}
      {subLabel && <DotBadge color="orange">{i18n._(subLabel)}</DotBadge>}
    </span>
  )
}

/** A label with a coloured dot, styled like Mantine's <Badge variant="dot"> (cards.module.css). */
function DotBadge({ color, children }: { color: string; children: string }) {
  const style = { '--badge-dot-color': `var(--mantine-color-${color}-filled)` } as CSSProperties
  return (
    <span className={classes.badge} style={style}>
      <span className={classes.badgeLabel}>{children}</span>
    </span>
  )
}
