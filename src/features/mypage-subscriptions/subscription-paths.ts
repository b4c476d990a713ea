/** The detail of a contract; its sub-pages are `${path}/payment-method` and `${path}/withdraw`. */
export const subscriptionPath = (subscriptionId: string): string =>
  `/mypage/subscription/${encodeURIComponent(subscriptionId)}`
