import type { PaymentProvider, PaymentReturnOutcome } from '~generated/api/model'
import { randomId } from '../state/ids'
import type { MockState } from '../state/types'

/**
 * Provider transactions: every hand-off to a payment provider (3-D Secure challenge, PayPal,
 * link-type carrier page) starts one, and the return (/zapi/payment-return/{provider}) settles it.
 * `purpose` says which flow settles it (see handlers/payment-returns.ts: 'registration' here, a
 * purchase in the plans flow); `data` is that flow's own.
 */
export interface ProviderTransaction {
  id: string
  provider: PaymentProvider
  purpose: string
  accountId: string
  createdAt: number
  settled: boolean
  data: Record<string, unknown>
}

/** A transaction not settled within this time is expired. */
export const TRANSACTION_LIFETIME_MS = 60 * 60 * 1000

export function startTransaction(
  state: MockState,
  init: Pick<ProviderTransaction, 'provider' | 'purpose' | 'accountId' | 'data'>,
  nowMs: number,
): ProviderTransaction {
  const transaction: ProviderTransaction = {
    ...init,
    id: randomId('ptx', 16),
    createdAt: nowMs,
    settled: false,
  }
  state.providerTransactions.push(transaction)
  return transaction
}

/** The open transaction with this id for this provider (and marks it settled), else undefined. */
export function takeTransaction(
  state: MockState,
  provider: PaymentProvider,
  id: string,
  nowMs: number,
): ProviderTransaction | undefined {
  const transaction = state.providerTransactions.find(
    (candidate) => candidate.id === id && candidate.provider === provider,
  )
  if (!transaction || transaction.settled) return undefined
  if (nowMs - transaction.createdAt > TRANSACTION_LIFETIME_MS) return undefined
  transaction.settled = true
  return transaction
}

/** The return URL a provider gets: /zapi/payment-return/{provider}?transactionId=…[&outcome=…]. */
export function paymentReturnUrl(
  provider: PaymentProvider,
  transactionId: string,
  outcome?: PaymentReturnOutcome,
): string {
  const query = new URLSearchParams({ transactionId })
  if (outcome) query.set('outcome', outcome)
  return `/zapi/payment-return/${provider}?${query.toString()}`
}

/** The simulated 3-D Secure challenge page: it posts `outcome` to `returnUrl`. */
export const threeDSecureChallengeUrl = (returnUrl: string, amount?: number): string => {
  const query = new URLSearchParams({ returnUrl })
  if (amount !== undefined) query.set('amount', String(amount))
  return `/__mock/provider/three-d-secure?${query.toString()}`
}

/** The simulated PayPal approval page: its links go to `returnUrl` and `cancelUrl`. */
export const payPalApprovalUrl = (returnUrl: string, cancelUrl: string): string =>
  `/__mock/provider/paypal?${new URLSearchParams({ returnUrl, cancelUrl }).toString()}`

/** The simulated carrier page the link-type hidden form posts to. */
export const LINK_PROVIDER_URL = '/__mock/provider/link'

/** Where the site loads the mock card provider's scripts. */
export const MOCK_TOKEN_SCRIPT_URL = '/__mock/card-provider/token.js'
export const MOCK_THREE_D_SECURE_SCRIPT_URL = '/__mock/card-provider/three-d-secure.js'

/** The merchant and service the mock card provider expects (the screen data's creditCardSetting). */
export const MOCK_CARD_MERCHANT = { merchantId: '30132', serviceId: '103' } as const
