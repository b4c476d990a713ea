import { useLingui } from '@lingui/react/macro'
import { Text } from '@mantine/core'
import type { Subscription } from '~generated/api/model'
import { AnchorLink } from '~/components/router-links'
import { SubscriptionCards } from '~/components/subscriptions/SubscriptionCards'
import classes from './top.module.css'

/** The member's contracted plans (spec 02 §2; the page leaves them out in the app), and all plans. */
export function ContractedPlans({ subscriptions }: { subscriptions: readonly Subscription[] }) {
  const { t } = useLingui()
  return (
    <section className={classes.section} aria-labelledby="contracted-plans">
      <div className={classes.sectionHead}>
        <h2 id="contracted-plans" className={classes.heading}>
          {t`ご契約中のプラン`}
        </h2>
        <AnchorLink to="/mypage/plans" size="sm">
          {t`すべてのプランを見る`}
        </AnchorLink>
      </div>
      {subscriptions.length > 0 ? (
        <SubscriptionCards subscriptions={subscriptions} />
      ) : (
        <Text c="dimmed">{t`ご契約中のプランはありません。`}</Text>
      )}
    </section>
  )
}
