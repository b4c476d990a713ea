import { useLingui } from '@lingui/react/macro'
import { Alert, Stack, Text, Title } from '@mantine/core'
import type { Subscription } from '~generated/api/model'
import { SubscriptionCards } from '~/components/subscriptions/SubscriptionCards'
import { subscriptionStatusGroup } from '~/lib/rules/subscription-status'
import classes from './withdraw.module.css'

/**
 * /withdraw while the member holds contracts (spec 01 §2): the message and the plans, each card
 * leading to its cancellation; nothing else, so there is no way on. A cancel-requested contract
 * blocks until its end (the contract's rule), which the card shows and the note explains.
 */
export function WithdrawBlocked({ subscriptions }: { subscriptions: readonly Subscription[] }) {
  const { t } = useLingui()
  const endingSoon = subscriptions.some(
    (subscription) => subscriptionStatusGroup(subscription.subscriptionStatus) === 'cancelRequest',
  )
  return (
    <Stack gap="lg">
      <Title order={1}>{t`退会手続き`}</Title>
      <Alert
        color="yellow"
        title={t`ご契約中のプランがあるため退会できません`}
        classNames={{ title: classes.alertTitle }}
      >
        <Stack gap="xs">
          <Text size="sm">
            {t`退会するには、以下のプランをすべて解約し、契約期間が終了している必要があります。`}
          </Text>
          {endingSoon && (
            <Text size="sm">
              {t`解約予定のプランは、終了日時を過ぎると退会できるようになります。`}
            </Text>
          )}
        </Stack>
      </Alert>
      <section aria-label={t`ご契約中のプラン`}>
        <SubscriptionCards subscriptions={subscriptions} />
      </section>
    </Stack>
  )
}
