import type { Page } from '@playwright/test'
import { FIXTURE_EMAILS, signInDirectly } from '../support/auth-flows'
import { choose, pressSubmit } from '../support/deferred-forms'
import { expect } from '../support/test'

export { FIXTURE_EMAILS }
export { THREE_D_SECURE_CARD } from '../../../mocks/providers/test-cards'

export const TO_CONFIRM = '確認画面へ進む'
export const BUY = '購入を確定する'

/** A plan card of /plans, by the plan's name. */
export const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true })

/**
 * Signs `email` in and opens the purchase form of `planId`. The form's code loads with the page
 * (decision 0025).
 */
export async function openPlanForm(page: Page, email: string, planId: string) {
  await signInDirectly(page.request, email)
  await page.goto(`/plans/${planId}`)
  await expect(page.getByRole('heading', { level: 1, name: 'プランのご購入' })).toBeVisible()
  await expect(page.getByRole('button', { name: TO_CONFIRM })).toBeVisible()
}

/** Chooses a payment method on the purchase form (its label starts with `name`). */
export async function chooseMethod(page: Page, name: string | RegExp) {
  await choose(page.getByRole('radio', { name }))
}

/** Submits the form (its first use, if nothing else was) and waits for the confirm page. */
export async function toConfirm(page: Page, planPath: string) {
  await pressSubmit(page.getByRole('button', { name: TO_CONFIRM }))
  await expect(page).toHaveURL(`${planPath}/confirm`)
  await expect(page.getByRole('heading', { level: 1, name: 'ご購入内容の確認' })).toBeVisible()
  await expect(page.getByRole('button', { name: BUY })).toBeEnabled()
}

/** The standard plan with a campaign code, paid by the no-contract member's PayPay, up to confirm. */
export async function standardPlanWithCode(page: Page, code: string) {
  await openPlanForm(page, FIXTURE_EMAILS.noContract, 'plan_standard_monthly')
  await chooseMethod(page, 'PayPay')
  await page.getByRole('textbox', { name: /キャンペーンコード/ }).fill(code)
  await toConfirm(page, '/plans/plan_standard_monthly')
}
