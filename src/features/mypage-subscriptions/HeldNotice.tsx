import { useLingui } from '@lingui/react/macro'
import { Alert, Anchor, Stack, Text } from '@mantine/core'
import { Button } from '~/components/button/Button'
import { FormAlert } from '~/components/form-submit/FormAlert'
import { HrefLink } from '~/components/HrefLink'
import type { useReSettlement } from './use-re-settlement'

export interface HeldNoticeProps {
  /** The contract's card is past its expiry month: the reason its renewal could not be paid. */
  cardExpired: boolean
  /** The contract's payment method as shown ('JCB ****0004'), if it has one. */
  paymentMethod: string | null | undefined
  /** Where the payment method is changed, when it may be now. */
  changePaymentMethodHref: string | undefined
  reSettlement: ReturnType<typeof useReSettlement>
}

/**
 * A held contract (spec 02 §2, §8): why its renewal is held (an expired card, else a payment
 * that could not be confirmed), the way to another payment method, and the retry of the payment,
 * whose failure shows below the notice (a red failure inside a red notice went unseen).
 */
export function HeldNotice({
  cardExpired,
  paymentMethod,
  changePaymentMethodHref,
  reSettlement,
}: HeldNoticeProps) {
  const { t } = useLingui()
  const failure = reSettlement.failure
  return (
    <Stack gap="sm">
      <Alert
        color="orange"
        variant="light"
        role="note"
        title={t`契約の更新を保留しています`}
        styles={{ title: { color: 'var(--mantine-color-text)' } }}
      >
        <Stack gap="sm">
          <Text size="sm">
            {cardExpired && paymentMethod
              ? t`ご登録のクレジットカード（${paymentMethod}）の有効期限が切れているため、お支払いができませんでした。お支払い方法を変更してから、再度決済してください。`
              : t`お支払いが確認できなかったため、契約の更新を保留しています。お支払い方法をご確認のうえ、再度決済してください。`}
          </Text>
          {changePaymentMethodHref && (
            <Anchor component={HrefLink} href={changePaymentMethodHref} size="sm">
              {t`お支払い方法を変更する`}
            </Anchor>
          )}
          <div>
            <Button onClick={() => void reSettlement.retry()} loading={reSettlement.pending}>
              {t`再決済する`}
            </Button>
          </div>
        </Stack>
      </Alert>
      <FormAlert message={failure?.message} code={failure?.code} requestId={failure?.requestId} />
    </Stack>
  )
}
