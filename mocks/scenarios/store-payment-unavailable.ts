import type { Scenario } from './scenario'

export const storePaymentUnavailable: Scenario = {
  name: 'store-payment-unavailable',
  description: 'Store payment unavailable: no payment method or payment history menu items.',
  apply: (state) => {
    state.store.status.isStorePaymentAvailable = false
  },
}
