import { useLingui } from '@lingui/react/macro'
import { Alert, Anchor, Stack, Text, Title } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { getGetMypageSubscriptionSubscriptionIdScreenDataSuspenseQueryOptions } from '~generated/api/mypage-subscriptions/mypage-subscriptions'
import { HrefLink } from '~/components/HrefLink'
import { PageSection } from '~/components/settings/PageSection'
import { SubscriptionBadges } from '~/components/subscriptions/SubscriptionBadges'
import { isCardExpired } from '~/lib/rules/card-expiry'
import { formatDate, formatPeriodRange } from '~/lib/format/date'
import { formatSubscriptionDateLine } from '~/lib/format/subscription-date'
import { formatPaymentMethod } from '~/lib/format/payment-method'
import { toPlainText } from '~/lib/format/plain-text'
import { formatPriceWithPeriod } from '~/lib/format/price'
import { subscriptionDateLine, subscriptionStatusGroup } from '~/lib/rules/subscription-status'
import { RenewingNotice } from './RenewingNotice'
import { SubscriptionFacts } from './SubscriptionFacts'
import { RENEWING_CANCEL, RENEWING_PAYMENT_CHANGE, RENEWING_UNDO } from './subscription-messages'
import { detailActions } from './subscription-rules'
import classes from './subscriptions.module.css'
import { subscriptionPath } from './subscription-paths'
import { HeldNotice } from './HeldNotice'
import { useReSettlement } from './use-re-settlement'
import { Button } from '~/components/button/Button'

/**
 * /mypage/subscription/{subscriptionId} (spec 02 §2, §4, §8, §9): the contract's plan, prices,
 * dates, campaign and payment method under its status label; the next settlement day while it
 * runs, the end date and the way to continue once a cancellation is requested (billing hidden),
 * the holding message (why, and the way to another payment method) and the retry of the payment
 * when held. While it is renewing, payment
 * change, cancellation and its undo are replaced by the renewing messages.
 */
export function SubscriptionDetailPage({ subscriptionId }: { subscriptionId: string }) {
  const { t, i18n } = useLingui()
  const { data } = useSuspenseQuery(
    getGetMypageSubscriptionSubscriptionIdScreenDataSuspenseQueryOptions(subscriptionId),
  )
  const { subscription, isRenewing } = data
  const actions = detailActions(subscription, isRenewing)
  const reSettlement = useReSettlement(subscriptionId)
  const [now] = useState(() => new Date())
  const dateLine = subscriptionDateLine(subscription)
  const description = toPlainText(subscription.planDescription)
  const price = (amount: number) =>
    formatPriceWithPeriod(i18n, amount, subscription.renewSpan, subscription.renewSpanUnit)
  const path = subscriptionPath(subscription.subscriptionId)

  return (
    // mt: the status badges keep the Back link's distance that a page title has on other pages;
    // maw: the facts stay readable on a wide screen, as on the payment-method page.
    <Stack gap="xl" mt="sm" maw={720}>
      <Stack gap="xs">
        <SubscriptionBadges subscription={{ ...subscription, isRenewing }} />
        <Title order={1}>{subscription.planName}</Title>
        {description && <Text c="dimmed">{description}</Text>}
      </Stack>

      {subscriptionStatusGroup(subscription.subscriptionStatus) === 'cancelled' && (
        <Text>{t`このご契約は終了しました。`}</Text>
      )}

      {reSettlement.settled && (
        <Alert color="green" variant="light" role="status">
          {t`決済が完了しました。ご契約を継続してご利用いただけます。`}
        </Alert>
      )}

      {actions.retryPayment === 'shown' && (
        <HeldNotice
          cardExpired={isCardExpired(subscription.accountPaymentMethod?.cardInfo?.expireDate, now)}
          paymentMethod={
            subscription.accountPaymentMethod &&
            formatPaymentMethod(i18n, subscription.accountPaymentMethod)
          }
          changePaymentMethodHref={
            actions.changePaymentMethod === 'shown' ? `${path}/payment-method` : undefined
          }
          reSettlement={reSettlement}
        />
      )}

      {dateLine?.kind === 'ends' && (
        <Text className={classes.keyDate}>{formatSubscriptionDateLine(i18n, dateLine)}</Text>
      )}
      {actions.continuePlan === 'shown' && (
        <div>
          <Button component={HrefLink} href={`${path}/withdraw`}>
            {t`プランを継続する`}
          </Button>
        </div>
      )}
      {actions.continuePlan === 'renewing' && (
        <RenewingNotice>{i18n._(RENEWING_UNDO)}</RenewingNotice>
      )}

      <PageSection title={t`ご契約内容`}>
        <SubscriptionFacts
          facts={[
            {
              label: t({ message: 'プラン', context: 'The one plan of a contract' }),
              value: subscription.planName,
            },
            { label: t`通常料金`, value: price(subscription.originalPrice) },
            { label: t`初回決済日`, value: formatDate(i18n, subscription.firstPaymentDay) },
            { label: t`キャンペーン`, value: subscription.campaign?.campaignName },
            {
              label: t`キャンペーン適用期間`,
              value: formatPeriodRange(i18n, subscription.campaignApplicablePeriod),
            },
          ]}
        />
      </PageSection>

      {actions.showsBilling && (
        <PageSection title={t`お支払い`}>
          {dateLine?.kind === 'nextSettlement' && (
            <Text className={classes.keyDate}>{formatSubscriptionDateLine(i18n, dateLine)}</Text>
          )}
          <SubscriptionFacts
            facts={[
              { label: t`ご請求金額`, value: price(subscription.billingAmount) },
              {
                label: t`お支払い方法`,
                value: subscription.accountPaymentMethod
                  ? formatPaymentMethod(i18n, subscription.accountPaymentMethod)
                  : t`未登録`,
              },
            ]}
          />
          {actions.changePaymentMethod === 'shown' && (
            <Anchor component={HrefLink} href={`${path}/payment-method`}>
              {t`お支払い方法を変更する`}
            </Anchor>
          )}
          {actions.changePaymentMethod === 'renewing' && (
            <RenewingNotice>{i18n._(RENEWING_PAYMENT_CHANGE)}</RenewingNotice>
          )}
        </PageSection>
      )}

      {actions.cancel === 'shown' && (
        <div>
          <Button
            component={HrefLink}
            href={`${path}/withdraw`}
            variant="outline"
            color="var(--mantine-color-error)"
          >
            {t`解約する`}
          </Button>
        </div>
      )}
      {actions.cancel === 'renewing' && <RenewingNotice>{i18n._(RENEWING_CANCEL)}</RenewingNotice>}
    </Stack>
  )
}
