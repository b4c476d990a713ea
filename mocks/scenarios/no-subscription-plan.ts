import type { Scenario } from './scenario'

export const noSubscriptionPlan: Scenario = {
  name: 'no-subscription-plan',
  description:
    'The store sells no subscription plan: only purchase and rental plans, no Plans menu item.',
  apply: (state) => {
    state.store.status.hasSubscriptionPlan = false
    state.plans = state.plans.filter((record) => record.plan.planType !== 'subscription')
  },
}
