import type { Page } from '@playwright/test'
import { FIXTURE_EMAILS, signInDirectly } from '../support/auth-flows'
import { expect, test } from '../support/test'

type Box = { x: number; y: number; width: number; height: number }

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

/** Deletes a trusted device, which says so in a toast; answers the toast. */
async function showToast(page: Page) {
  await signInDirectly(page.request, FIXTURE_EMAILS.multiFactor)
  await page.goto('/mypage/multi-factor/trusted-device')
  await page.getByRole('button', { name: 'Windows 11 / Chrome 142を削除' }).click()
  const toast = page.getByRole('alert').filter({ hasText: 'デバイスを削除しました。' })
  await expect(toast).toBeVisible()
  return toast
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 667 } })

  test('a toast is shown whole within the screen, clear of the header and its menu', async ({
    page,
  }) => {
    const toast = await showToast(page)
    const header = (await page.getByRole('banner').boundingBox())!
    // Polled: the toast slides in.
    await expect(async () => {
      const box = (await toast.boundingBox())!
      expect(box.x).toBeGreaterThanOrEqual(8)
      expect(box.x + box.width).toBeLessThanOrEqual(375 - 8)
      expect(box.y).toBeGreaterThanOrEqual(0)
      expect(box.y + box.height).toBeLessThanOrEqual(667)
      expect(overlaps(box, header)).toBe(false)
    }).toPass({ timeout: 2000 })
  })
})
