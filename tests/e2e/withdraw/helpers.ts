import type { Locator, Page } from '@playwright/test'
import { signInDirectly } from '../support/auth-flows'
import { expect } from '../support/test'

export const SUBMIT = '認証コードを送信して次へ'

/** Opens /withdraw as `email` and waits for its heading. */
export async function openWithdraw(page: Page, email: string) {
  await signInDirectly(page.request, email)
  await page.goto('/withdraw')
  await expect(page.getByRole('heading', { level: 1, name: '退会手続き' })).toBeVisible()
}

/** Ticks a checkbox of the form (hydrated by page.goto), then waits until the form has heard it. */
export async function tick(box: Locator, settled: () => Promise<void>) {
  await box.check()
  await settled()
}

/** The member's consent and the default survey's required reason: the form is valid. */
export async function answerDefaultSurvey(page: Page) {
  const submit = page.getByRole('button', { name: SUBMIT })
  await tick(page.getByRole('checkbox', { name: /データがすべて削除されることに同意します/ }), () =>
    expect(page.getByRole('checkbox', { name: /データがすべて削除/ })).toBeChecked(),
  )
  await tick(page.getByRole('checkbox', { name: '料金が高い' }), () => expect(submit).toBeEnabled())
}
