import type { APIRequestContext, Page } from '@playwright/test'
import { expect, mockControl } from '../support/test'

/** The standard member's contracts (mocks/README.md). */
export const STANDARD = 'sub_20260401_0001'
export const TRIAL = 'sub_20261115_0002'
export const CANCEL_REQUEST = 'sub_20250901_0003'
export const HOLD = 'sub_20260115_0004'
export const RENEWING = 'sub_20260301_0005'

/** The contract-cases member's (haruka). */
export const TRIAL_HOLD = 'sub_20260201_3001'
export const NO_METHOD_CANCEL = 'sub_20260201_3002'
export const RENEWING_CANCEL = 'sub_20260201_3003'
export const TRIAL_TO_PAID = 'sub_20260201_3004'
export const RE_CONTRACT = 'sub_20260201_3005'

export const detailPath = (id: string) => `/mypage/subscription/${id}`

/** Puts one contract in a state through the mock (`POST /__mock/subscription`). */
export async function setSubscription(
  request: APIRequestContext,
  state: {
    subscriptionId: string
    status?: string
    nextSettlementInDays?: number
    nextSettlementDay?: string
    paymentMethodId?: string | null
  },
) {
  const response = await request.post(mockControl('/__mock/subscription'), { data: state })
  expect(response.ok(), `/__mock/subscription answered ${response.status()}`).toBe(true)
}

/** Opens a contract's detail and waits for its heading. */
export async function openDetail(page: Page, id: string, planName: string | RegExp) {
  await page.goto(detailPath(id))
  await expect(page.getByRole('heading', { level: 1, name: planName })).toBeVisible()
}

/** The status badges of the detail page (label by group, then '契約更新中'). */
export const badge = (page: Page, label: string) =>
  page.getByRole('main').getByText(label, { exact: true })

export const section = (page: Page, name: string) => page.getByRole('region', { name })
