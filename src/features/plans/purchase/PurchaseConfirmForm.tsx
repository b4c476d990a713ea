import { useLingui } from '@lingui/react/macro'
import { useForm } from 'react-hook-form'
import type { PurchaseConfirmScreenData } from '~generated/api/model'
import { postPurchase } from '~generated/api/plans-purchase/plans-purchase'
import { FormAlert } from '~/components/form-submit/FormAlert'
import { FormShell } from '~/components/form/FormShell'
import { SubmitButton } from '~/components/form-submit/SubmitButton'
import { useFormSubmit } from '~/components/form-submit/use-form-submit'
import { goToPaymentProvider, postToPaymentProvider } from '~/lib/payments/provider-handoff'
import { PURCHASE_MESSAGES } from '../rules/purchase-messages'
import { PurchaseWayOnLinks } from './PurchaseWayOnLinks'

/** The idempotency key of one order attempt: the same for every click and retry of this token. */
export const purchaseIdempotencyKey = (purchaseToken: string) => `purchase.${purchaseToken}`

export interface PurchaseConfirmFormProps {
  data: PurchaseConfirmScreenData
}

/**
 * The purchase of the order held for the confirm page. Buying sends the purchase token with an
 * Idempotency-Key, so a double click or a retry never bills twice; a card that needs 3-D Secure
 * goes to the issuer's challenge, and a carrier method to the carrier's page (a posted form); both
 * come back to the completion (or here, with the refusal).
 */
export function PurchaseConfirmForm({ data }: PurchaseConfirmFormProps) {
  const { t, i18n } = useLingui()
  const { plan, purchaseToken, threeDSecure, backTo } = data
  const form = useForm()
  const { submit, failure, pending, retryAt } = useFormSubmit(
    form,
    async () => {
      const answer = await postPurchase(
        plan.planId,
        { purchaseToken, threeDSecureToken: null, threeDSecureTokenKey: null },
        { headers: { 'Idempotency-Key': purchaseIdempotencyKey(purchaseToken) }, retries: 1 },
      )
      if (answer.providerForm) {
        // A carrier's page: the member confirms the purchase there, then comes back.
        postToPaymentProvider(answer.providerForm.linkUrl, answer.providerForm.params)
        return new Promise<never>(() => {})
      }
      if (threeDSecure.isRequired && answer.redirectTo) {
        // The issuer's challenge page: a full load; the page stays busy until it is replaced.
        goToPaymentProvider(answer.redirectTo, backTo)
        return new Promise<never>(() => {})
      }
      return { redirectTo: answer.redirectTo, flowError: answer.flowError }
    },
    { messages: PURCHASE_MESSAGES },
  )
  const shown = failure ?? data.purchaseError ?? null
  const shownMessage =
    failure?.message ??
    (data.purchaseError
      ? PURCHASE_MESSAGES[data.purchaseError.code]
        ? i18n._(PURCHASE_MESSAGES[data.purchaseError.code]!)
        : data.purchaseError.message
      : undefined)

  return (
    <FormShell form={form} onSubmit={submit}>
      <FormAlert message={shownMessage} code={shown?.code} requestId={failure?.requestId} />
      <PurchaseWayOnLinks code={shown?.code} formPath={backTo} />
      <SubmitButton pending={pending} retryAt={retryAt}>
        {t`購入を確定する`}
      </SubmitButton>
    </FormShell>
  )
}
