import { readFile } from 'node:fs/promises'
import type { AccountDataExport } from '~generated/api/model'
import { contractValidator } from '../../../src/lib/api/contract-validator.server'
import {
  FIXTURE_EMAILS,
  FIXTURE_PASSWORDS,
  setMockClock,
  signInDirectly,
} from '../support/auth-flows'
import { expect, hydrated, test } from '../support/test'

// 23:30 UTC is already the next day in Japan: the file is named by Japan's day.
const CLOCK = '2026-11-28T23:30:00Z'
const FILE_NAME = 'account-data-2026-11-29.json'

test("downloads a copy of the member's data, named with the day, as the contract describes it, holding the member's values", async ({
  page,
}) => {
  await setMockClock(page.request, CLOCK)
  await signInDirectly(page.request, FIXTURE_EMAILS.standard)
  await page.goto('/mypage')
  await page.getByRole('link', { name: 'データのダウンロード' }).click()
  await expect(page).toHaveURL('/mypage/data-export')
  await expect(page.getByRole('heading', { level: 1, name: 'データのダウンロード' })).toBeVisible()
  const holds = page.getByRole('region', { name: 'ファイルに含まれる情報' })
  await expect(holds).toContainText('10件（カード番号は下4桁のみ）')
  await expect(holds).toContainText('30件')
  await expect(page.getByText(`ファイル名：${FILE_NAME}`)).toBeVisible()

  const downloading = page.waitForEvent('download')
  await page.getByRole('link', { name: 'ダウンロードする' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe(FILE_NAME)
  const saved = await readFile((await download.path())!, 'utf8')
  const copy = JSON.parse(saved) as AccountDataExport

  const validate = contractValidator('getAccountDataExport')!
  expect(validate(copy), JSON.stringify(validate.errors)).toBe(true)
  expect(copy.profile).toMatchObject({
    familyName: '山田',
    givenName: '花子',
    contactEmail: FIXTURE_EMAILS.standard,
  })
  expect(copy.policyConsents).toContainEqual(expect.objectContaining({ key: 'terms', revision: 3 }))
  expect(copy.consentOptions.newsletter.length).toBeGreaterThan(0)
  expect(copy.contracts.map((contract) => contract.subscriptionId)).toEqual(
    expect.arrayContaining(['sub_20260401_0001', 'sub_20250601_0006']),
  )
  expect(copy.paymentHistory.length).toBeGreaterThan(30)
  expect(copy.paymentMethods).toContainEqual(
    expect.objectContaining({
      accountPaymentMethodId: 'apm_0001',
      cardInfo: expect.objectContaining({ cardbrandCode: 'V', cardNumberSuffix: '4242' }),
    }),
  )
  expect(copy.loginHistory).toHaveLength(30)
  expect(copy.connectedApps.map((grant) => grant.client.client_name_ja)).toEqual(
    expect.arrayContaining(['シネマクイズ', 'えいがログ']),
  )
  expect(copy.externalAccounts).toContainEqual(
    expect.objectContaining({ userIdentifierType: 'LINE', isLinked: true }),
  )
  expect(copy.sessions[0].isCurrent).toBe(true)
  expect(copy.sessions.some((session) => session.deviceInfo === 'iPhone')).toBe(true)
  // No secret: neither the password nor the session's cookie.
  const cookie = (await page.context().cookies()).find(({ name }) => name === 'session_id')
  expect(saved).not.toContain(FIXTURE_PASSWORDS.standard)
  expect(saved).not.toContain(cookie!.value)
})

test('a download that fails says so on the page, with its code and request id', async ({
  page,
  mock,
}) => {
  await signInDirectly(page.request, FIXTURE_EMAILS.standard)
  await page.goto('/mypage/data-export')
  await hydrated(page)
  await mock.fault({ method: 'GET', path: '/zapi/account/data-export', status: 500 })
  await page.getByRole('link', { name: 'ダウンロードする' }).click()
  const alert = page.getByRole('alert')
  await expect(alert).toContainText('エラーコード: INTERNAL_ERROR')
  await expect(alert).toContainText(/お問い合わせ番号: [\w.:-]{8,}/)
})

test("without JavaScript the link saves the backend's file under its dated name", async ({
  browser,
  baseURL,
}) => {
  const noScript = await browser.newContext({ baseURL, javaScriptEnabled: false })
  const page = await noScript.newPage()
  await setMockClock(page.request, CLOCK)
  await signInDirectly(page.request, FIXTURE_EMAILS.standard)
  await page.goto('/mypage/data-export')
  const downloading = page.waitForEvent('download')
  await page.getByRole('link', { name: 'ダウンロードする' }).click()
  const download = await downloading
  // The name comes from the backend's Content-Disposition, which the site's proxy relays.
  expect(download.suggestedFilename()).toBe(FILE_NAME)
  const copy = JSON.parse(await readFile((await download.path())!, 'utf8')) as AccountDataExport
  expect(copy.profile.contactEmail).toBe(FIXTURE_EMAILS.standard)
  await noScript.close()
})

test('a store without the copy shows no row, and its page and file are not offered', async ({
  page,
  mock,
}) => {
  await mock.reset('data-export-off')
  await signInDirectly(page.request, FIXTURE_EMAILS.standard)
  await page.goto('/mypage')
  await expect(page.getByRole('link', { name: '連携中のサービス' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'データのダウンロード' })).toHaveCount(0)
  await page.goto('/mypage/data-export')
  await expect(page).toHaveURL('/mypage')
  expect((await page.request.get('/zapi/account/data-export')).status()).toBe(403)
})

test.describe('in the native app', () => {
  test.use({ userAgent: 'Mozilla/5.0 PVS/3/1' })

  test('there is no row, and the page leads to My Page: a web view cannot save the file', async ({
    page,
  }) => {
    await signInDirectly(page.request, FIXTURE_EMAILS.standard)
    await page.goto('/mypage')
    await expect(page.getByRole('link', { name: 'ログイン履歴' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'データのダウンロード' })).toHaveCount(0)
    await page.goto('/mypage/data-export')
    await expect(page).toHaveURL('/mypage')
  })
})
