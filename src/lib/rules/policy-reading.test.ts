import { describe, expect, it } from 'vitest'
import { PRIVACY_POLICY, TERMS_POLICY } from '~tests/setup/policies'
import {
  allPoliciesDone,
  allPoliciesRead,
  initialPolicyProgress,
  isScrolledToEnd,
  toPolicyConsentData,
} from './policy-reading'

const terms = TERMS_POLICY
const privacy = PRIVACY_POLICY

describe('isScrolledToEnd (15 px threshold)', () => {
  it('counts a box scrolled to within 15 px of the bottom as read', () => {
    expect(isScrolledToEnd({ scrollTop: 485, clientHeight: 200, scrollHeight: 700 })).toBe(true)
    expect(isScrolledToEnd({ scrollTop: 500, clientHeight: 200, scrollHeight: 700 })).toBe(true)
  })
  it('does not count a box 16 px or more from the bottom', () => {
    expect(isScrolledToEnd({ scrollTop: 484, clientHeight: 200, scrollHeight: 700 })).toBe(false)
    expect(isScrolledToEnd({ scrollTop: 0, clientHeight: 200, scrollHeight: 700 })).toBe(false)
  })
  it('counts a box that needs no scrolling as read', () => {
    expect(isScrolledToEnd({ scrollTop: 0, clientHeight: 200, scrollHeight: 200 })).toBe(true)
    expect(isScrolledToEnd({ scrollTop: 0, clientHeight: 200, scrollHeight: 210 })).toBe(true)
  })
})

describe('policy progress', () => {
  it('starts done only for policies already consented at the current revision', () => {
    const progress = initialPolicyProgress([
      { ...terms, consentedRevision: 3 },
      { ...privacy, consentedRevision: 1 },
    ])
    expect(progress).toEqual({ pol_terms: true, pol_privacy: false })
  })
  it('is complete when every policy is read or ticked', () => {
    expect(allPoliciesDone([terms, privacy], { pol_terms: true, pol_privacy: false })).toBe(false)
    expect(allPoliciesDone([terms, privacy], { pol_terms: true, pol_privacy: true })).toBe(true)
    expect(allPoliciesDone([], {})).toBe(true)
  })
  it('counts every non-external policy read, whatever the external ones', () => {
    expect(allPoliciesRead([terms, privacy], { pol_terms: false, pol_privacy: true })).toBe(false)
    expect(allPoliciesRead([terms, privacy], { pol_terms: true, pol_privacy: false })).toBe(true)
    expect(allPoliciesRead([privacy], {})).toBe(true)
    expect(allPoliciesRead([], {})).toBe(true)
  })
  it('records one consent per policy at the revision shown', () => {
    expect(toPolicyConsentData([terms, privacy])).toEqual([
      { policyId: 'pol_terms', revision: 3, key: 'terms' },
      { policyId: 'pol_privacy', revision: 2, key: 'privacy' },
    ])
  })
})
