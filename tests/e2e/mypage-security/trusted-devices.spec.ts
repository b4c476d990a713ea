import { choose } from '../support/deferred-forms'
import type { Page } from '@playwright/test'
import {
  FIXTURE_EMAILS,
  FIXTURE_PASSWORDS,
  MFA_MEMBER_BACKUP_CODES,
  signInDirectly,
  submitPasswordLogin,
} from '../support/auth-flows'
import { expect, test } from '../support/test'

const devices = (page: Page) =>
  page.getByRole('region', { name: /デバイス一覧/ }).getByRole('listitem')

async function openTrustedDevices(page: Page) {
  await signInDirectly(page.request, FIXTURE_EMAILS.multiFactor)
  await page.goto('/mypage/multi-factor/trusted-device')
  await expect(page.getByRole('heading', { level: 1, name: '信頼済みデバイス' })).toBeVisible()
  await expect(devices(page)).toHaveCount(2)
}

test('one device is deleted in place; with one left, deleting all is no longer offered', async ({
  page,
}) => {
  await openTrustedDevices(page)
  await expect(devices(page).first()).toContainText('iPhone / Safari 19')
  await expect(devices(page).first()).toContainText('登録日時：')
  await expect(page.getByRole('button', { name: 'すべて削除' })).toBeVisible()
  await page.getByRole('button', { name: 'Windows 11 / Chrome 142を削除' }).click()
  await expect(page.getByText('デバイスを削除しました。')).toBeVisible()
  await expect(devices(page)).toHaveCount(1)
  await expect(page).toHaveURL('/mypage/multi-factor/trusted-device')
  await expect(page.getByRole('button', { name: 'すべて削除' })).toHaveCount(0)
  await page.reload()
  await expect(devices(page)).toHaveCount(1)
})

test('a deleted device stays deleted when the member leaves and comes back inside the site', async ({
  page,
}) => {
  await openTrustedDevices(page)
  await page.getByRole('button', { name: 'Windows 11 / Chrome 142を削除' }).click()
  await expect(page.getByText('デバイスを削除しました。')).toBeVisible()
  await expect(devices(page)).toHaveCount(1)
  await page.getByRole('link', { name: '戻る' }).click()
  await expect(page).toHaveURL('/mypage/multi-factor')
  // Back within the 30 s the screen data is kept: the page asks the backend again.
  await page.getByRole('link', { name: '信頼済みデバイス' }).click()
  await expect(page).toHaveURL('/mypage/multi-factor/trusted-device')
  await expect(page.getByRole('heading', { level: 1, name: '信頼済みデバイス' })).toBeVisible()
  await expect(devices(page)).toHaveCount(1)
  await expect(page.getByText('Windows 11 / Chrome 142')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'すべて削除' })).toHaveCount(0)
})

test('all devices are deleted after the confirmation, and the completion links back', async ({
  page,
}) => {
  await openTrustedDevices(page)
  await page.getByRole('button', { name: 'すべて削除' }).click()
  const dialog = page.getByRole('dialog', { name: '信頼済みデバイスをすべて削除しますか？' })
  await expect(dialog).toContainText('2台のデバイスすべて')
  await dialog.getByRole('button', { name: 'すべて削除する' }).click()
  await expect(page).toHaveURL('/mypage/multi-factor/trusted-device/bulk-delete/complete')
  await expect(
    page.getByRole('heading', { level: 1, name: '信頼済みデバイスをすべて削除しました' }),
  ).toBeVisible()
  await page.getByRole('link', { name: '信頼済みデバイスへ戻る' }).click()
  await expect(page).toHaveURL('/mypage/multi-factor/trusted-device')
  await expect(page.getByText('信頼済みデバイスはありません。')).toBeVisible()
})

test('failed deletions say so in toasts and keep the devices', async ({ page, mock }) => {
  await openTrustedDevices(page)
  const failure = {
    status: 500,
    body: {
      code: 'TRUSTED_DEVICE_DELETE_FAILED',
      message: '信頼済みデバイスの削除に失敗しました。',
      requestId: 'req_e2e',
    },
  }
  await mock.fault({ method: 'DELETE', path: '/zapi/account/trusted-device', ...failure })
  await page.getByRole('button', { name: 'iPhone / Safari 19を削除' }).click()
  await expect(
    page.getByText('デバイスを削除できませんでした。時間をおいて再度お試しください。'),
  ).toBeVisible()
  await expect(devices(page)).toHaveCount(2)

  await mock.fault({ method: 'DELETE', path: '/zapi/account/trusted-device/all', ...failure })
  await page.getByRole('button', { name: 'すべて削除' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'すべて削除する' }).click()
  await expect(
    page.getByText('デバイスをすべて削除できませんでした。時間をおいて再度お試しください。'),
  ).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(devices(page)).toHaveCount(2)
})

test('a device deleted elsewhere reloads the list and says so in a toast kept across the load', async ({
  page,
  mock,
}) => {
  await openTrustedDevices(page)
  await mock.fault({ method: 'DELETE', path: '/zapi/account/trusted-device', status: 404 })
  await page.getByRole('button', { name: 'iPhone / Safari 19を削除' }).click()
  await expect(
    page.getByText('このデバイスは既に削除されています。最新の一覧を表示しました。'),
  ).toBeVisible()
  expect(
    await page.evaluate(() => sessionStorage.getItem('mypage.trusted-device.toast')),
  ).toBeNull()
})

test('a deletion answered with a flowError opens the notice, not the already-deleted reload', async ({
  page,
  mock,
}) => {
  await openTrustedDevices(page)
  await mock.fault({
    method: 'DELETE',
    path: '/zapi/account/trusted-device',
    body: { flowError: { redirectTo: '/mypage/multi-factor' } },
  })
  await page.getByRole('button', { name: 'iPhone / Safari 19を削除' }).click()
  const dialog = page.getByRole('dialog', { name: '手続きを続行できません' })
  await expect(dialog.getByRole('link', { name: '最初からやり直す' })).toHaveAttribute(
    'href',
    '/mypage/multi-factor',
  )
  await expect(
    page.getByText('このデバイスは既に削除されています。', { exact: false }),
  ).toHaveCount(0)
  await expect(page).toHaveURL('/mypage/multi-factor/trusted-device')
  await expect(devices(page)).toHaveCount(2)
})

test('the device a sign-in trusted carries the current-device badge', async ({ page }) => {
  await page.goto('/login?returnTo=%2Fmypage%2Fmulti-factor%2Ftrusted-device')
  await submitPasswordLogin(page, FIXTURE_EMAILS.multiFactor, FIXTURE_PASSWORDS.multiFactor)
  await page.getByRole('link', { name: /バックアップコードを使う/ }).click()
  await page.getByRole('textbox', { name: 'バックアップコード' }).fill(MFA_MEMBER_BACKUP_CODES[3]!)
  await choose(page.getByLabel(/このデバイスを信頼する/))
  await page.getByRole('button', { name: '認証する' }).click()
  await expect(page).toHaveURL('/mypage/multi-factor/trusted-device')
  await expect(devices(page)).toHaveCount(3)
  await expect(devices(page).first().getByText('このデバイス', { exact: true })).toBeVisible()
  await expect(page.getByText('このデバイス', { exact: true })).toHaveCount(1)
})
