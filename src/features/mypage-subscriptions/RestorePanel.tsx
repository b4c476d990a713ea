import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Anchor, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { postSubscriptionWithdrawCancel } from '~generated/api/mypage-subscriptions/mypage-subscriptions'
import type { MypageSubscriptionSubscriptionIdWithdrawScreenData } from '~generated/api/model'
import { FormAlert } from '~/components/form-submit/FormAlert'
import { useCallFailure } from '~/components/form-submit/use-form-failure'
import { HrefLink } from '~/components/HrefLink'
import { useFollowAnswer } from '~/lib/api/follow-answer'
import { useOneCallAtATime } from '~/lib/api/use-one-call-at-a-time'
import { formatDateTime } from '~/lib/format/date'
import { formatSubscriptionDateLine } from '~/lib/format/subscription-date'
import { subscriptionDateLine } from '~/lib/rules/subscription-status'
import { RenewingNotice } from './RenewingNotice'
import { RENEWING_UNDO } from './subscription-messages'
import { subscriptionPath } from './subscription-paths'
import { undoDeadline, undoState, type UndoState } from './subscription-rules'
import { Button } from '~/components/button/Button'

const UNAVAILABLE: Record<Exclude<UndoState, 'available' | 'renewing'>, MessageDescriptor> = {
  noPaymentMethod: msg`お支払い方法が登録されていないため、解約を取り消すことができません。`,
  deadlinePassed: msg`解約の取り消し期限を過ぎています。`,
}

/**
 * The undo of a requested cancellation (restore mode, spec 02 §2): when the contract ends, until
 * when the undo is possible (the day before the next billing date), and the undo button —
 * disabled with the reason when renewing, past the deadline or without a registered payment
 * method (with the way to register one, coming back here). Failures show above the button.
 */
export function RestorePanel({
  data,
}: {
  data: MypageSubscriptionSubscriptionIdWithdrawScreenData
}) {
  const { t, i18n } = useLingui()
  const { subscription } = data
  const follow = useFollowAnswer()
  const { run, pending } = useOneCallAtATime()
  const { failure, report, clear } = useCallFailure({ SUBSCRIPTION_RENEWING: RENEWING_UNDO })
  // The moment the page was shown; past the deadline, the server's reason says so from then on.
  const [now] = useState(() => Date.now())
  const state = undoState(data, now)
  const path = subscriptionPath(subscription.subscriptionId)
  const end = subscriptionDateLine(subscription)
  const computed = undoDeadline(subscription.nextSettlementDay)
  const deadline = data.restoreAvailableUntil ?? (computed === null ? null : new Date(computed))

  const undo = () =>
    run(
      async () => {
        clear()
        await follow(await postSubscriptionWithdrawCancel(subscription.subscriptionId), {
          next: `${path}/withdraw/complete`,
        })
      },
      (error) => void report(error),
    )

  return (
    <Stack gap="md">
      <Text>{t`このプランは解約手続き済みです。解約を取り消すと、引き続き自動で更新されます。`}</Text>
      {end?.kind === 'ends' && <Text>{formatSubscriptionDateLine(i18n, end)}</Text>}
      {deadline !== null && state !== 'renewing' && (
        <Text>{t`取り消し期限：${formatDateTime(i18n, deadline)}`}</Text>
      )}
      {state === 'renewing' && <RenewingNotice>{i18n._(RENEWING_UNDO)}</RenewingNotice>}
      {state !== 'available' && state !== 'renewing' && (
        <FormAlert message={i18n._(UNAVAILABLE[state])} notice />
      )}
      {state === 'noPaymentMethod' && (
        <Anchor
          component={HrefLink}
          href={`/mypage/payment-method?returnTo=${encodeURIComponent(`${path}/withdraw`)}`}
        >
          {t`お支払い方法を登録する`}
        </Anchor>
      )}
      <FormAlert message={failure?.message} code={failure?.code} requestId={failure?.requestId} />
      <Button
        onClick={() => void undo()}
        loading={pending}
        disabled={state !== 'available'}
        fullWidth
      >
        {t`解約を取り消す`}
      </Button>
    </Stack>
  )
}
