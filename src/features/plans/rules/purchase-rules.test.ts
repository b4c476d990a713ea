import { setupI18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { billingPlan, shownEntitlementExpiry } from './billing'
import { purchaseWayOn } from './purchase-messages'
import {
  CAMPAIGN_CODE_FORMAT,
  CAMPAIGN_CODE_REQUIRED,
  PAYMENT_METHOD_NOT_REGISTERED,
  PAYMENT_METHOD_NOT_SELECTED,
  PLAN_NOT_SELECTED,
  purchaseDefaultValues,
  purchaseFormSchema,
  purchaseOrderBody,
} from './purchase-schema'

const i18n = setupI18n({ locale: 'ja', messages: { ja: {} } })
const METHODS = [
  { accountPaymentMethodId: 'apm_card', paymentMethodType: 'SbpsCredit' as const },
  { accountPaymentMethodId: 'apm_code', paymentMethodType: 'CampaignCode' as const },
]
const valid = { planId: 'p1', paymentMethodId: 'apm_card', campaignCode: '', survey: {} }

function messages(schema: ReturnType<typeof purchaseFormSchema>, values: object) {
  const result = schema.safeParse(values)
  return result.success ? [] : result.error.issues.map((issue) => issue.message)
}

describe('purchaseFormSchema (spec 01 §5)', () => {
  const schema = purchaseFormSchema({ paymentMethods: METHODS, survey: null, i18n })
  it('accepts a plan and a method without a code', () => {
    expect(messages(schema, valid)).toEqual([])
  })
  it('needs a plan', () => {
    expect(messages(schema, { ...valid, planId: '' })).toEqual([PLAN_NOT_SELECTED.id])
  })
  it('asks to register a method when none is registered, else to choose one', () => {
    expect(messages(schema, { ...valid, paymentMethodId: '' })).toEqual([
      PAYMENT_METHOD_NOT_SELECTED.id,
    ])
    const none = purchaseFormSchema({ paymentMethods: [], survey: null, i18n })
    expect(messages(none, { ...valid, paymentMethodId: '' })).toEqual([
      PAYMENT_METHOD_NOT_REGISTERED.id,
    ])
  })
  it('requires the code only with the campaign-code method', () => {
    expect(messages(schema, { ...valid, paymentMethodId: 'apm_code' })).toEqual([
      CAMPAIGN_CODE_REQUIRED.id,
    ])
    expect(messages(schema, { ...valid, paymentMethodId: 'apm_code', campaignCode: '  ' })).toEqual(
      [CAMPAIGN_CODE_REQUIRED.id],
    )
    expect(
      messages(schema, { ...valid, paymentMethodId: 'apm_code', campaignCode: 'FREE30' }),
    ).toEqual([])
  })
  it('takes half-width alphanumerics only, trimmed, full-width made half-width', () => {
    expect(messages(schema, { ...valid, campaignCode: ' WINTER2026 ' })).toEqual([])
    expect(messages(schema, { ...valid, campaignCode: 'ＷＩＮＴＥＲ２０２６' })).toEqual([])
    expect(messages(schema, { ...valid, campaignCode: 'WINTER-2026' })).toEqual([
      CAMPAIGN_CODE_FORMAT.id,
    ])
    expect(messages(schema, { ...valid, campaignCode: 'ふゆ' })).toEqual([CAMPAIGN_CODE_FORMAT.id])
    expect(messages(schema, { ...valid, campaignCode: 'A'.repeat(65) })).toEqual([
      CAMPAIGN_CODE_FORMAT.id,
    ])
  })
})

describe('purchase body and defaults', () => {
  it('sends the code trimmed and half-width, an empty one as null', () => {
    expect(purchaseOrderBody(null, { ...valid, campaignCode: ' ｆｒｅｅ30 ' }).campaignCode).toBe(
      'free30',
    )
    expect(purchaseOrderBody(null, valid)).toEqual({
      planId: 'p1',
      paymentMethodId: 'apm_card',
      campaignCode: null,
      surveyAnswers: [],
    })
  })
  it('refills held values, drops a method no longer offered, picks a lone method', () => {
    const held = { planId: 'p1', paymentMethodId: 'apm_code', campaignCode: 'FREE30' }
    expect(purchaseDefaultValues('p1', null, held, METHODS)).toMatchObject({
      paymentMethodId: 'apm_code',
      campaignCode: 'FREE30',
    })
    expect(
      purchaseDefaultValues('p1', null, { ...held, paymentMethodId: 'gone' }, METHODS),
    ).toMatchObject({ paymentMethodId: '' })
    expect(purchaseDefaultValues('p1', null, null, [METHODS[0]])).toMatchObject({
      paymentMethodId: 'apm_card',
      campaignCode: '',
    })
  })
})

describe('billingPlan', () => {
  const plan = { planType: 'subscription' as const, price: 990 }
  const order = {
    billingAmount: 990,
    firstPaymentDay: '2026-11-22',
    freeDays: null,
    campaignType: null,
    discountContinuationCount: null,
  }
  it('regular price from the first day', () => {
    expect(billingPlan(plan, order).kind).toBe('recurring')
  })
  it('a free trial or a free campaign bills nothing first', () => {
    expect(billingPlan(plan, { ...order, billingAmount: 0, freeDays: 14 })).toMatchObject({
      kind: 'freeFirst',
      freeDays: 14,
      regularPrice: 990,
    })
    expect(billingPlan(plan, { ...order, billingAmount: 0, campaignType: 'free' }).kind).toBe(
      'freeFirst',
    )
  })
  it('a discount for some payments, then the regular price', () => {
    expect(
      billingPlan(plan, {
        ...order,
        billingAmount: 490,
        campaignType: 'other',
        discountContinuationCount: 3,
      }),
    ).toMatchObject({ kind: 'discounted', amount: 490, times: 3, regularPrice: 990 })
  })
  it('a purchase or rental is paid once', () => {
    expect(
      billingPlan({ planType: 'rental', price: 440 }, { ...order, billingAmount: 440 }).kind,
    ).toBe('oneOff')
  })
})

describe('shownEntitlementExpiry (spec 01 §9)', () => {
  const now = Date.parse('2026-11-22T00:00:00+09:00')
  it('shows an expiry within 10 years, hides one beyond', () => {
    expect(shownEntitlementExpiry('2026-11-24T10:00:00+09:00', now)).toBe(
      '2026-11-24T10:00:00+09:00',
    )
    expect(shownEntitlementExpiry('2036-11-21T00:00:00+09:00', now)).not.toBeNull()
    expect(shownEntitlementExpiry('2036-11-23T00:00:00+09:00', now)).toBeNull()
    expect(shownEntitlementExpiry(null, now)).toBeNull()
  })
})

describe('purchaseWayOn (spec 01 §8)', () => {
  it('sends each failure its way', () => {
    expect(purchaseWayOn('DUPLICATE_BILLING')).toBe('contracts')
    expect(purchaseWayOn('PRODUCT_UNAVAILABLE')).toBe('plans')
    expect(purchaseWayOn('THREE_D_SECURE_FAILED')).toBe('fixOrder')
    expect(purchaseWayOn('CARD_REGISTRATION_ERROR')).toBe('fixOrder')
    expect(purchaseWayOn('LOCK_OPERATION_FAILED')).toBe('retry')
    expect(purchaseWayOn('PURCHASE_TOO_FREQUENT')).toBe('retry')
    expect(purchaseWayOn(undefined)).toBe('retry')
  })
})
