import { useLingui } from '@lingui/react/macro'
import { Text } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import type { Subscription } from '~generated/api/model'
import { PageSection } from '~/components/settings/PageSection'
import { SubscriptionCards } from '~/components/subscriptions/SubscriptionCards'
import { topLinkClass } from './TopAlert'

/** The member's contracted plans (spec 02 §2; the page leaves them out in the app), and all plans. */
export function ContractedPlans({ subscriptions }: { subscriptions: readonly Subscription[] }) {
  const { t } = useLingui()
  return (
    <PageSection
      title={t`ご契約中のプラン`}
      action={
        <Link to="/mypage/plans" className={topLinkClass}>
          {t`すべてのプランを見る`}
        </Link>
      }
    >
      {subscriptions.length > 0 ? (
        <SubscriptionCards subscriptions={subscriptions} />
      ) : (
        <Text c="dimmed">{t`ご契約中のプランはありません。`}</Text>
      )}
    </PageSection>
  )
}
