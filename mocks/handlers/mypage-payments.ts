import { http } from 'msw'
import type {
  AddablePaymentMethod,
  LinkPaymentMethodType,
  MypagePaymentMethodScreenData,
  PaymentHistoryItem,
  PaymentHistoryPage,
} from '~generated/api/model'
import { card, DISPLAY_NAMES, otherMethod } from '../fixtures/payments'
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
import { randomId } from '../state/ids'
import type { MemberAccount } from '../state/types'
import { isContractUsed, paymentMethodsView, paymentMethodView } from '../views/payments'
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

function withCurrentMethod(account: MemberAccount, item: PaymentHistoryItem): PaymentHistoryItem {
  const method = item.accountPaymentMethod
  const current =
    method &&
    account.paymentMethods.find(
      (candidate) => candidate.accountPaymentMethodId === method.accountPaymentMethodId,
    )
  return current ? { ...item, accountPaymentMethod: paymentMethodView(account, current) } : item
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
          tokenScriptUrl: 'https://token.sps-system.com/sbpstoken/com_sbps_system_token.js',
          threeDSecureScriptUrl: null,
          merchantId: '30132',
          serviceId: '103',
          acceptedCardBrands: ['V', 'J', 'M', 'D', 'A'],
        },
        registrationErrorMessage: null,
      }
      return ok(body)
    }),
  ),

  http.post(
    route('/zapi/account/payment-method/credit'),
    member(async ({ request, now, account }) => {
      const body = await readBody(request)
      const token = text(body, 'token')
      const errors = ['token', 'tokenKey']
        .filter((field) => !/^[A-Za-z0-9+/=._-]{1,512}$/.test(text(body, field)))
        .map((field) => fieldError(field, 'VALIDATION_ERROR', 'カード情報を取得できませんでした。'))
      if (errors.length > 0) return invalid(errors)
      // A token starting with "declined" plays a card the provider refuses.
      if (token.startsWith('declined'))
        return fail(422, 'CARD_REGISTRATION_ERROR', 'クレジットカードの登録に失敗しました')
      const suffix = (token.replace(/\D/g, '') + '0000').slice(0, 4)
      account.paymentMethods.push(card(randomId('apm', 10), 'V', suffix, yearMonth(now, 36)))
      return redirectTo('/mypage/payment-method/complete')
    }),
  ),

  http.post(
    route('/zapi/account/payment-method/link'),
    member(async ({ request, account }) => {
      const requested = text(await readBody(request), 'paymentMethodType')
      const type = LINK_TYPES.find((candidate) => candidate === requested)
      if (!type)
        return invalid([
          fieldError('paymentMethodType', 'VALIDATION_ERROR', 'お支払い方法を選択してください。'),
        ])
      const id = randomId('apm', 10)
      // The mock registers the method at once, as if the carrier's site had accepted it.
      account.paymentMethods.push(otherMethod(id, type))
      return ok({
        linkUrl: 'https://stbfep.sps-system.com/f01/FepBuyInfoReceive.do',
        params: {
          pay_method: type.replace('Sbps', '').toLowerCase(),
          merchant_id: '30132',
          service_id: '103',
          cust_code: account.id,
          order_id: id,
        },
      })
    }),
  ),

  http.get(
    route('/zapi/account/payment-method/paypal'),
    member(({ account }) => {
      // PayPal's approval is skipped: the method is registered and the browser goes to the completion.
      account.paymentMethods.push(otherMethod(randomId('apm', 10), 'PaypalRest'))
      return redirectTo('/mypage/payment-method/complete')
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
