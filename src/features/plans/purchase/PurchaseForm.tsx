import { zodResolver } from '@hookform/resolvers/zod'
import { useLingui } from '@lingui/react/macro'
import { Alert, Anchor, Stack } from '@mantine/core'
import { useMemo, type ReactNode } from 'react'
import { useForm, useWatch, type Resolver } from 'react-hook-form'
import type { AccountPaymentMethod, Plan, PurchaseOrderRequest } from '~generated/api/model'
import { postPurchaseForm, postPurchaseVerify } from '~generated/api/plans-purchase/plans-purchase'
import { FormFieldBox } from '~/components/form/FormFieldBox'
import { FormRadioGroup } from '~/components/form/FormRadioGroup'
import { FormTextField } from '~/components/form/FormTextField'
import { FormShell } from '~/components/form/FormShell'
import { SubmitButton } from '~/components/form-submit/SubmitButton'
import { useFormSubmit } from '~/components/form-submit/use-form-submit'
import { useSessionDraft } from '~/components/drafts/use-session-draft'
import { HrefLink } from '~/components/HrefLink'
import { forgetSession } from '~/lib/browser/session-draft'
import { SurveyFields } from '~/components/survey/SurveyFields'
import { formatCardExpiry, formatPaymentMethod } from '~/lib/format/payment-method'
import { unchoosableReason } from '~/lib/rules/payment-method-choice'
import { UnchoosableNote } from '~/components/payments/UnchoosableNote'
import { formatPriceWithPeriod } from '~/lib/format/price'
import classes from '../plans.module.css'
import { planButtonState } from '../rules/plan-button'
import { planButtonLabel } from '../rules/plan-messages'
import { PURCHASE_MESSAGES } from '../rules/purchase-messages'
import {
  PAYMENT_METHOD_NOT_REGISTERED,
  purchaseDefaultValues,
  purchaseFormField,
  purchaseFormSchema,
  purchaseOrderBody,
  type PurchaseFormInput,
} from '../rules/purchase-schema'
import { PurchaseWayOnLinks } from './PurchaseWayOnLinks'

export interface PurchaseFormProps {
  /** The plans to choose from (/signup/plans), or the one plan of /plans/{planId}. */
  plans: readonly Plan[]
  /** Whether the member chooses the plan here (a radio per plan). */
  choosePlan: boolean
  paymentMethods: readonly AccountPaymentMethod[]
  paymentMethodRegistrationPath: string
  serverTime: string
  inputtedData: PurchaseOrderRequest | null | undefined
  /** The purchase form page to fix the order on (the failure's way on). */
  formPath: string
  /** Under the button (e.g. skip the purchase after sign-up). */
  footer?: ReactNode
}

/** The methods offered for `plan`: no campaign-code type when it has no available campaign. */
const methodsFor = (plan: Plan | undefined, methods: readonly AccountPaymentMethod[]) =>
  methods.filter(
    (method) => method.paymentMethodType !== 'CampaignCode' || plan?.hasAvailableCampaign === true,
  )

/** The offered methods that can pay now: not an expired card (shown, saying why, not chosen). */
const choosable = (methods: readonly AccountPaymentMethod[], now: Date) =>
  methods.filter((method) => unchoosableReason(method, null, now) === null)

/** The draft of the purchase form of a page (`formPath`: the plan's, or /signup/plans). */
const draftKey = (formPath: string) => `purchase.draft:${formPath}`

/**
 * What the draft keeps: every answer, the payment method once one is chosen — none chosen, the
 * form's own choice stands (the only method, say one just registered on the way out and back).
 */
const DRAFT_OPTIONS = {
  toDraft: ({ paymentMethodId, ...answers }: PurchaseFormInput) =>
    paymentMethodId === '' ? answers : { paymentMethodId, ...answers },
}

/**
 * The purchase form (spec 01 §3, §5): the plan (chosen here after sign-up), a registered payment
 * method (brand and masked number; none: 'Please register a payment method.' and a way to
 * register one and come back), the campaign code when the plan has a campaign, and the plan's
 * survey. Submitting verifies the order (the price it would cost) and holds it for the confirm
 * screen; until then the answers are kept in the tab (useSessionDraft). The button follows the sign-up button rules (01 §4).
 */
export function PurchaseForm({
  plans,
  choosePlan,
  paymentMethods,
  paymentMethodRegistrationPath,
  serverTime,
  inputtedData,
  formPath,
  footer,
}: PurchaseFormProps) {
  const { t, i18n } = useLingui()
  const firstPlanId = choosePlan ? '' : (plans[0]?.planId ?? '')
  // The server's time: the page says the same about a card's expiry on the server and after.
  const now = useMemo(() => new Date(serverTime), [serverTime])
  const held = useMemo(() => {
    const heldPlan = plans.find(
      (candidate) => candidate.planId === (inputtedData?.planId ?? firstPlanId),
    )
    return purchaseDefaultValues(
      firstPlanId,
      heldPlan?.survey,
      inputtedData,
      choosable(methodsFor(heldPlan, paymentMethods), now),
    )
  }, [plans, firstPlanId, inputtedData, paymentMethods, now])
  // The schema follows the chosen plan: its campaign-code method and its survey.
  const resolver: Resolver<PurchaseFormInput> = (values, context, options) => {
    const chosen = plans.find((candidate) => candidate.planId === values.planId)
    const schema = purchaseFormSchema({
      paymentMethods: methodsFor(chosen, paymentMethods),
      survey: chosen?.survey,
      i18n,
    })
    return zodResolver(schema)(values, context, options)
  }
  // The order held by the server (coming back from the confirm screen): a page shown again may
  // first render the cached screen data and then its fresh copy, so `values` takes the fresh
  // order in, keeping whatever the member already changed.
  const form = useForm<PurchaseFormInput>({
    resolver,
    defaultValues: held,
    values: held,
    resetOptions: { keepDirtyValues: true },
  })
  // What was typed survives a reload, Back, or registering a payment method on the way.
  useSessionDraft(form, draftKey(formPath), JSON.stringify(inputtedData ?? null), DRAFT_OPTIONS)
  const planId = useWatch({ control: form.control, name: 'planId' })
  const plan = plans.find((candidate) => candidate.planId === planId)
  const methods = methodsFor(plan, paymentMethods)
  const registered = paymentMethods.some((method) => method.paymentMethodType !== 'CampaignCode')
  const button = plan ? planButtonState(plan, serverTime) : null

  const { submit, failure, pending, retryAt } = useFormSubmit(
    form,
    async (values) => {
      const chosen = plans.find((candidate) => candidate.planId === values.planId)
      const body = purchaseOrderBody(chosen?.survey, values)
      await postPurchaseVerify(values.planId, body)
      return postPurchaseForm(values.planId, body)
    },
    {
      fieldOf: purchaseFormField,
      messages: PURCHASE_MESSAGES,
      onSuccess: () => forgetSession(draftKey(formPath)),
    },
  )

  const methodLabel = (method: AccountPaymentMethod) => {
    const name = formatPaymentMethod(i18n, method)
    const expiry = formatCardExpiry(method.cardInfo?.expireDate)
    return expiry ? t`${name}（有効期限 ${expiry}）` : name
  }
  const planOption = (candidate: Plan) => {
    const price = formatPriceWithPeriod(
      i18n,
      candidate.price,
      candidate.renewSpan,
      candidate.renewSpanUnit,
    )
    return {
      value: candidate.planId,
      label: `${candidate.planName} ${price}`,
      disabled: !planButtonState(candidate, serverTime).enabled,
    }
  }
  const notRegistered = !registered && (
    <Alert color="yellow" variant="light">
      {i18n._(PAYMENT_METHOD_NOT_REGISTERED)}
    </Alert>
  )
  const submitLabel =
    button && !button.enabled ? i18n._(planButtonLabel(button)) : t`確認画面へ進む`

  return (
    <FormShell form={form} onSubmit={submit} failure={failure} gap="lg">
      <PurchaseWayOnLinks code={failure?.code} formPath={formPath} />
      {choosePlan && (
        <FormRadioGroup<PurchaseFormInput>
          name="planId"
          label={t`プラン`}
          requirement="required"
          stacked
          options={plans.map(planOption)}
        />
      )}
      <Stack gap="xs">
        {methods.length > 0 ? (
          <>
            <FormRadioGroup<PurchaseFormInput>
              name="paymentMethodId"
              label={t`お支払い方法`}
              requirement="required"
              stacked
              options={methods.map((method) => {
                const reason = unchoosableReason(method, null, now)
                return {
                  value: method.accountPaymentMethodId,
                  label: methodLabel(method),
                  disabled: reason !== null,
                  description: reason && <UnchoosableNote reason={reason} />,
                }
              })}
            />
            {notRegistered}
          </>
        ) : (
          // Nothing to choose: a purchase sent anyway says 'Please register a payment method.' here.
          <FormFieldBox<PurchaseFormInput> name="paymentMethodId" label={t`お支払い方法`}>
            {notRegistered}
          </FormFieldBox>
        )}
        <Anchor component={HrefLink} href={paymentMethodRegistrationPath}>
          {registered ? t`お支払い方法を追加する` : t`お支払い方法を登録する`}
        </Anchor>
      </Stack>
      {plan?.hasAvailableCampaign && (
        <FormTextField<PurchaseFormInput>
          name="campaignCode"
          label={t`キャンペーンコード`}
          requirement="optional"
          description={t`半角英数字で入力してください。お支払い方法に「キャンペーンコード」を選んだ場合は必須です。`}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={64}
        />
      )}
      {plan && <SurveyFields survey={plan.survey} />}
      {button?.kind === 'contractLimit' && (
        <Alert color="red" variant="light" role="status">
          {submitLabel}
        </Alert>
      )}
      <SubmitButton
        pending={pending}
        retryAt={retryAt}
        disabled={button !== null && !button.enabled}
        classNames={{ root: classes.buttonRoot, label: classes.buttonLabel }}
      >
        {submitLabel}
      </SubmitButton>
      {footer}
    </FormShell>
  )
}
