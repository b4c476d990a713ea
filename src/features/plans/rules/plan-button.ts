import type { Plan } from '~generated/api/model'
import { isSoldOut } from '~/lib/rules/sales-indicator'

/**
 * The sign-up button of a plan (spec 01 §4, 02 §4), by exact precedence:
 * 1. contract limit reached for the account → disabled, the contract-limit message;
 * 2. sales ended (now at or after salesEndDate) → disabled, the after-sale label;
 * 3. sales not started (now before salesStartDate) → disabled, the before-sale label;
 * 4. salesCount at or above salesLimit → disabled (sold out);
 * 5. freeTrialDays present → enabled, showing the trial days;
 * 6. otherwise enabled, 'プランを契約する'.
 */
export type PlanButtonState =
  | { kind: 'contractLimit'; enabled: false }
  | { kind: 'saleEnded'; enabled: false }
  | { kind: 'beforeSale'; enabled: false }
  | { kind: 'soldOut'; enabled: false }
  | { kind: 'trial'; enabled: true; days: number }
  | { kind: 'subscribe'; enabled: true }

type ButtonInput = Pick<
  Plan,
  | 'isContractLimitReached'
  | 'salesStartDate'
  | 'salesEndDate'
  | 'salesCount'
  | 'salesLimit'
  | 'freeTrialDays'
>

const time = (value: string | null | undefined): number | null => {
  if (!value) return null
  const ms = Date.parse(value)
  return Number.isNaN(ms) ? null : ms
}

/** The button of `plan` at `now` (the screen data's serverTime). */
export function planButtonState(plan: ButtonInput, now: string | number | Date): PlanButtonState {
  const nowMs =
    now instanceof Date ? now.getTime() : typeof now === 'number' ? now : Date.parse(now)
  if (plan.isContractLimitReached) return { kind: 'contractLimit', enabled: false }
  const end = time(plan.salesEndDate)
  if (end !== null && nowMs >= end) return { kind: 'saleEnded', enabled: false }
  const start = time(plan.salesStartDate)
  if (start !== null && nowMs < start) return { kind: 'beforeSale', enabled: false }
  if (isSoldOut(plan)) return { kind: 'soldOut', enabled: false }
  const days = plan.freeTrialDays
  if (typeof days === 'number' && days > 0) return { kind: 'trial', enabled: true, days }
  return { kind: 'subscribe', enabled: true }
}
