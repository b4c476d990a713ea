import { http } from 'msw'
import type { PaymentProvider, PaymentReturnOutcome } from '~generated/api/model'
import { fieldError, invalid, readBody, route, seeOther, text } from '../http'
import {
  REGISTRATION_FAILED_MESSAGE,
  settleRegistration,
  type Settle,
} from '../payments/registration'
import { takeTransaction } from '../providers/transactions'
import { mockBackend } from '../state/backend-state'
import { visitor } from './context'
import { settlePurchase } from './plans'

/**
 * How each purpose settles its transactions (providers/transactions.ts). A flow that hands off to
 * a provider adds its purpose here (the plans flow: 'purchase').
 */
const SETTLERS: Record<string, Settle> = {
  registration: settleRegistration,
  purchase: settlePurchase,
}

const PROVIDERS: PaymentProvider[] = ['three-d-secure', 'paypal', 'link']
const OUTCOMES: PaymentReturnOutcome[] = ['success', 'failure', 'cancel']

const returnHandler = visitor(async ({ request, url, params, state, now, account }) => {
  const provider = PROVIDERS.find((candidate) => candidate === params.provider)
  const body = request.method === 'POST' ? await readBody(request) : {}
  const requested = text(body, 'outcome') || url.searchParams.get('outcome')
  const outcome = OUTCOMES.find((candidate) => candidate === requested)
  const transactionId = url.searchParams.get('transactionId') ?? ''
  if (!provider || !outcome || transactionId === '')
    return invalid([
      fieldError(
        'transactionId',
        'VALIDATION_ERROR',
        'プロバイダーからの戻り先が正しくありません。',
      ),
    ])
  const transaction = takeTransaction(state, provider, transactionId, now.getTime())
  const owner =
    transaction && state.accounts.find((candidate) => candidate.id === transaction.accountId)
  const settle = transaction && SETTLERS[transaction.purpose]
  if (!transaction || !owner || !settle) {
    // Unknown, used or expired: the registration page with the generic refusal.
    if (account) account.paymentRegistrationError = REGISTRATION_FAILED_MESSAGE
    return seeOther('/mypage/payment-method')
  }
  return seeOther(settle({ transaction, outcome, account: owner, state, now: mockBackend.now() }))
})

/** GET and POST /zapi/payment-return/{provider}: the browser back from a payment provider. */
export const paymentReturnHandlers = [
  http.get(route('/zapi/payment-return/:provider'), returnHandler),
  http.post(route('/zapi/payment-return/:provider'), returnHandler),
]
