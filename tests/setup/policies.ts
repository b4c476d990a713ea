import type { Policy } from '~generated/api/model'

/** A policy of the store's own, read by scrolling its box to the end. */
export const TERMS_POLICY: Policy = {
  policyId: 'pol_terms',
  revision: 3,
  key: 'terms',
  title: '利用規約',
  isExternal: false,
}

/** An external policy, agreed by its checkbox. */
export const PRIVACY_POLICY: Policy = {
  policyId: 'pol_privacy',
  revision: 2,
  key: 'privacy',
  title: 'プライバシーポリシー',
  isExternal: true,
}
