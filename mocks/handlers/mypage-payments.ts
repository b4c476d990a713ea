import { http } from 'msw'
import type {
  AddablePaymentMethod,
  LinkPaymentMethodType,
  MypagePaymentMethodScreenData,
  PaymentHistoryItem,
  PaymentHistoryPage,
} from '~generated/api/model'
import { DISPLAY_NAMES } from '../fixtures/payments'
import {
  fail,
  fieldError,
  invalid,
  notFound,
  ok,
  readBody,
  redirectTo,
  route,
  safeReturnTo,
  text,
} from '../http'
import { addMonths, isoJst, yearMonth } from '../state/dates'
import { registerMethod, type RegistrationData } from '../payments/registration'
import { readMockToken } from '../providers/mock-token'
import {
  LINK_PROVIDER_URL,
  MOCK_CARD_MERCHANT,
  MOCK_THREE_D_SECURE_SCRIPT_URL,
  MOCK_TOKEN_SCRIPT_URL,
  paymentReturnUrl,
  payPalApprovalUrl,
  startTransaction,
  threeDSecureChallengeUrl,
} from '../providers/transactions'
import { isContractUsed, paymentMethodsView, withCurrentMethod } from '../views/payments'
import { isCancelRequested } from '../views/subscriptions'
import { member, type MemberContext } from './context'

const PER_PAGE = 10
const LINK_TYPES: LinkPaymentMethodType[] = [
  'SbpsAuone',
  'SbpsAuSimple',
  'SbpsDocomo',
  'SbpsPaypay',
  'SbpsSoftbank',
  'SbpsSoftbankYahoo',
]

const ADDABLE: AddablePaymentMethod[] = [
  {
    paymentMethodType: 'SbpsCredit',
    registrationKind: 'creditCard',
    displayName: 'クレジットカード',
  },
  ...(['SbpsDocomo', 'SbpsAuSimple', 'SbpsSoftbank', 'SbpsPaypay'] as const).map((type) => ({
    paymentMethodType: type,
    registrationKind: 'link' as const,
    displayName: DISPLAY_NAMES[type] ?? type,
  })),
  { paymentMethodType: 'PaypalRest', registrationKind: 'paypal', displayName: 'PayPal' },
  {
    paymentMethodType: 'CampaignCode',
    registrationKind: 'campaignCode',
    displayName: 'キャンペーンコード',
  },
]

/** Payments of the last year only (spec 02 §9), newest first; rows show the method as it is now. */
function recentHistory({ account, now }: MemberContext): PaymentHistoryItem[] {
  const since = addMonths(now, -12).getTime()
  return account.paymentHistory
    .filter((item) => Date.parse(item.createdAt) >= since)
    .map((item) => withCurrentMethod(account, item))
}

function historyPage(items: PaymentHistoryItem[], page: number): PaymentHistoryPage {
  const lastPage = Math.max(1, Math.ceil(items.length / PER_PAGE))
  return {
    data: items.slice((page - 1) * PER_PAGE, page * PER_PAGE),
    currentPage: page,
    lastPage,
    perPage: PER_PAGE,
    totalCount: items.length,
  }
}

const pageNumber = (value: string | null | undefined): number | undefined => {
  const page = Number(value ?? '1')
  return Number.isInteger(page) && page >= 1 && page <= 10000 ? page : undefined
}

/** Payment history and invoices, registered payment methods and their registration (spec 02 §2). */
export const mypagePaymentsHandlers = [
  http.get(
    route('/zapi/internal/mypage/payment-history/screen-data'),
    member((context) => {
      const page = pageNumber(context.url.searchParams.get('page'))
      if (!page)
        return invalid([fieldError('page', 'VALIDATION_ERROR', 'ページ番号が正しくありません。')])
      const items = recentHistory(context)
      const lastPage = Math.max(1, Math.ceil(items.length / PER_PAGE))
      return ok({
        paymentHistory: historyPage(items, Math.min(page, lastPage)),
        historySince: isoJst(addMonths(context.now, -12)),
      })
    }),
  ),

  http.get(
    route('/zapi/account/payment-history/:page'),
    member((context) => {
      const page = pageNumber(context.params.page)
      if (!page)
        return invalid([fieldError('page', 'VALIDATION_ERROR', 'ページ番号が正しくありません。')])
      const history = historyPage(recentHistory(context), page)
      if (page > history.lastPage) return notFound('このページはありません。')
      return ok(history)
    }),
  ),

  http.get(
    route('/zapi/internal/mypage/invoice/:earningsId/screen-data'),
    member(({ params, state, account }) => {
      const item = account.paymentHistory.find(
        (candidate) => candidate.earningsId === params.earningsId,
      )
      if (!item || item.billingAmount === 0) return notFound('領収書が見つかりません。')
      const { businessName, logoUrl } = state.store.invoice
      return ok({
        invoice: {
          ...withCurrentMethod(account, item),
          addressee: account.email.length <= 100 ? account.email : '',
          honorific: 'NONE',
          businessName,
          logoUrl,
        },
      })
    }),
  ),

  http.get(
    route('/zapi/internal/mypage/payment-method/screen-data'),
    member(({ url, state, account, session }) => {
      if (!state.store.status.isStorePaymentAvailable) return redirectTo('/mypage')
      session.completed.paymentMethodBackTo = safeReturnTo(url.searchParams.get('returnTo'))
      const body: MypagePaymentMethodScreenData = {
        paymentMethods: paymentMethodsView(account),
        addablePaymentMethods: ADDABLE,
        creditCardSetting: {
          tokenScriptUrl: MOCK_TOKEN_SCRIPT_URL,
          threeDSecureScriptUrl: MOCK_THREE_D_SECURE_SCRIPT_URL,
          ...MOCK_CARD_MERCHANT,
          acceptedCardBrands: ['V', 'J', 'M', 'D', 'A'],
        },
        registrationErrorMessage: account.paymentRegistrationError ?? null,
      }
      // Shown once: the refusal of the last provider return.
      delete account.paymentRegistrationError
      return ok(body)
    }),
  ),

  http.post(
    route('/zapi/account/payment-method/credit'),
    member(async ({ request, now, state, account }) => {
      const body = await readBody(request)
      const token = text(body, 'token')
      const errors = ['token', 'tokenKey']
        .filter((field) => !/^[A-Za-z0-9+/=._-]{1,512}$/.test(text(body, field)))
        .map((field) => fieldError(field, 'VALIDATION_ERROR', 'カード情報を取得できませんでした。'))
      if (errors.length > 0) return invalid(errors)
      const mockCard = readMockToken(token)
      // A token starting with "declined", or of the documented declined card, plays a card the provider refuses.
      if (token.startsWith('declined') || mockCard?.mode === 'decline')
        return fail(422, 'CARD_REGISTRATION_ERROR', 'クレジットカードの登録に失敗しました')
      const data: RegistrationData = mockCard
        ? {
            kind: 'card',
            brand: mockCard.brand,
            suffix: mockCard.suffix,
            expireDate: mockCard.expireDate,
          }
        : {
            kind: 'card',
            brand: 'V',
            suffix: (token.replace(/\D/g, '') + '0000').slice(0, 4),
            expireDate: yearMonth(now, 36),
          }
      if (mockCard?.mode === '3ds') {
        // The issuer asks for a challenge: the card is registered when it comes back authenticated.
        const transaction = startTransaction(
          state,
          { provider: 'three-d-secure', purpose: 'registration', accountId: account.id, data },
          now.getTime(),
        )
        return redirectTo(
          threeDSecureChallengeUrl(paymentReturnUrl('three-d-secure', transaction.id)),
        )
      }
      registerMethod(account, data)
      return redirectTo('/mypage/payment-method/complete')
    }),
  ),

  http.post(
    route('/zapi/account/payment-method/link'),
    member(async ({ request, now, state, account }) => {
      const requested = text(await readBody(request), 'paymentMethodType')
      const type = LINK_TYPES.find((candidate) => candidate === requested)
      if (!type)
        return invalid([
          fieldError('paymentMethodType', 'VALIDATION_ERROR', 'お支払い方法を選択してください。'),
        ])
      // Registered when the carrier's page sends the member back with success.
      const transaction = startTransaction(
        state,
        {
          provider: 'link',
          purpose: 'registration',
          accountId: account.id,
          data: { kind: 'method', paymentMethodType: type } satisfies RegistrationData,
        },
        now.getTime(),
      )
      return ok({
        linkUrl: LINK_PROVIDER_URL,
        params: {
          pay_method: type.replace('Sbps', '').toLowerCase(),
          item_name: DISPLAY_NAMES[type] ?? type,
          merchant_id: MOCK_CARD_MERCHANT.merchantId,
          service_id: MOCK_CARD_MERCHANT.serviceId,
          cust_code: account.id,
          order_id: transaction.id,
          success_url: paymentReturnUrl('link', transaction.id, 'success'),
          cancel_url: paymentReturnUrl('link', transaction.id, 'cancel'),
          error_url: paymentReturnUrl('link', transaction.id, 'failure'),
        },
      })
    }),
  ),

  http.get(
    route('/zapi/account/payment-method/paypal'),
    member(({ now, state, account }) => {
      // Registered when PayPal's approval page sends the member back with success.
      const transaction = startTransaction(
        state,
        {
          provider: 'paypal',
          purpose: 'registration',
          accountId: account.id,
          data: { kind: 'method', paymentMethodType: 'PaypalRest' } satisfies RegistrationData,
        },
        now.getTime(),
      )
      return redirectTo(
        payPalApprovalUrl(
          paymentReturnUrl('paypal', transaction.id, 'success'),
          paymentReturnUrl('paypal', transaction.id, 'cancel'),
        ),
      )
    }),
  ),

  http.get(
    route('/zapi/internal/mypage/payment-method/complete/screen-data'),
    member(({ session }) =>
      ok({ backTo: session.completed.paymentMethodBackTo ?? '/mypage/payment-method' }),
    ),
  ),

  http.delete(
    route('/zapi/account/payment-method/:accountPaymentMethodId'),
    member(({ params, account }) => {
      const id = params.accountPaymentMethodId
      if (!account.paymentMethods.some((method) => method.accountPaymentMethodId === id))
        return notFound('お支払い方法が見つかりません。')
      if (isContractUsed(account, id)) {
        const onlyCancelPending = account.subscriptions
          .filter(
            (subscription) =>
              subscription.paymentMethodId === id &&
              subscription.subscriptionStatus !== 'CANCELLED',
          )
          .every((subscription) => isCancelRequested(subscription.subscriptionStatus))
        return onlyCancelPending
          ? fail(
              409,
              'PAYMENT_METHOD_CANCEL_PENDING',
              '解約予定のプランで利用しているお支払い方法は削除できません。',
            )
          : fail(
              409,
              'PAYMENT_METHOD_IN_USE',
              'ご契約中のプランで利用しているお支払い方法は削除できません。',
            )
      }
      account.paymentMethods = account.paymentMethods.filter(
        (method) => method.accountPaymentMethodId !== id,
      )
      return redirectTo('/mypage/payment-method/delete/complete')
    }),
  ),

  http.get(
    route('/zapi/internal/mypage/payment-method/delete/complete/screen-data'),
    member(() => ok({ backTo: '/mypage/payment-method' })),
  ),
]
