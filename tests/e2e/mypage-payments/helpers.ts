import type { Page } from '@playwright/test'
import { FIXTURE_EMAILS, signInDirectly } from '../support/auth-flows'
import { expect } from '../support/test'

export { FIXTURE_EMAILS }
export {
  DECLINED_CARD,
  errorCardNumber,
  THREE_D_SECURE_CARD,
} from '../../../mocks/providers/test-cards'

/** Signs the standard member in and opens a payments page, waiting for its heading. */
export async function openAs(
  page: Page,
  path: string,
  heading: string,
  email: string = FIXTURE_EMAILS.standard,
) {
  await signInDirectly(page.request, email)
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
}

/** The rows of the payment history table. */
export const historyRows = (page: Page) => page.locator('table tbody tr')
