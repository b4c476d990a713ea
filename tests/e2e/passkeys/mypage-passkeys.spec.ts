import type { Page } from '@playwright/test'
import { FIXTURE_EMAILS, signInDirectly } from '../support/auth-flows'
import { analyzeWithAxe, expect, test } from '../support/test'
import { onLocalhost } from '../support/site-server'
import { addVirtualAuthenticator } from './virtual-authenticator'

test.use({ baseURL: async ({ siteURL }, use) => use(onLocalhost(siteURL)) })

const rows = (page: Page) =>
  page.getByRole('region', { name: /登録済みのパスキー/ }).getByRole('listitem')

async function openPasskeys(page: Page) {
  await signInDirectly(page.request, FIXTURE_EMAILS.standard)
  await page.goto('/mypage')
  await page.getByRole('link', { name: 'パスキー' }).click()
  await expect(page).toHaveURL('/mypage/passkeys')
  await expect(page.getByRole('heading', { level: 1, name: 'パスキー' })).toBeVisible()
}

test('a passkey is added under the device name, renamed, and deleted after a confirmation', async ({
  page,
}) => {
  const authenticator = await addVirtualAuthenticator(page)
  await openPasskeys(page)
  await expect(page.getByText('登録済みのパスキーはありません。')).toBeVisible()
  const hint = await page.getByText(/という名前で追加されます/).textContent()
  const deviceName = /「(.+)」/.exec(hint ?? '')![1]

  await page.getByRole('button', { name: 'パスキーを追加' }).click()
  await expect(page.getByText('パスキーを追加しました。')).toBeVisible()
  await expect(rows(page)).toHaveCount(1)
  await expect(rows(page).first()).toContainText(deviceName)
  await expect(rows(page).first()).toContainText('最終利用日時：未使用')
  expect(await authenticator.credentials()).toHaveLength(1)
  expect(
    (await analyzeWithAxe(page)).violations.filter(
      ({ impact }) => impact === 'serious' || impact === 'critical',
    ),
  ).toEqual([])

  await page.reload()
  await expect(rows(page)).toHaveCount(1)
  await page.getByRole('button', { name: `${deviceName}の名前を変更` }).click()
  const name = page.getByRole('textbox', { name: 'パスキーの名前' })
  await name.fill('')
  await page.getByRole('button', { name: '保存する' }).click()
  await expect(page.getByText('パスキーの名前を入力してください。')).toBeVisible()
  await name.fill('仕事用のPC')
  await page.getByRole('button', { name: '保存する' }).click()
  await expect(page.getByText('パスキーの名前を変更しました。')).toBeVisible()
  await expect(rows(page).first()).toContainText('仕事用のPC')

  // Back to My Page and here again within the 30 s the screen data is kept: the rename shows.
  await page.getByRole('link', { name: '戻る' }).click()
  await expect(page).toHaveURL('/mypage')
  await page.getByRole('link', { name: 'パスキー' }).click()
  await expect(rows(page).first()).toContainText('仕事用のPC')

  await page.getByRole('button', { name: '仕事用のPCを削除' }).click()
  const dialog = page.getByRole('dialog', { name: 'パスキー「仕事用のPC」を削除しますか？' })
  await dialog.getByRole('button', { name: '削除する' }).click()
  await expect(page.getByText('パスキーを削除しました。')).toBeVisible()
  await expect(page.getByText('登録済みのパスキーはありません。')).toBeVisible()
  await page.reload()
  await expect(page.getByText('登録済みのパスキーはありません。')).toBeVisible()
})

test('a refused verification says so, adds nothing, and the next try works', async ({ page }) => {
  const authenticator = await addVirtualAuthenticator(page)
  await openPasskeys(page)
  await authenticator.verifies(false)
  await page.getByRole('button', { name: 'パスキーを追加' }).click()
  await expect(
    page.getByText(
      'パスキーの操作がキャンセルされたか、時間切れになりました。もう一度お試しください。',
    ),
  ).toBeVisible()
  await expect(page.getByText('登録済みのパスキーはありません。')).toBeVisible()
  expect(await authenticator.credentials()).toHaveLength(0)

  await authenticator.verifies(true)
  await page.getByRole('button', { name: 'パスキーを追加' }).click()
  await expect(page.getByText('パスキーを追加しました。')).toBeVisible()
  await expect(rows(page)).toHaveCount(1)
  await expect(
    page.getByText(
      'パスキーの操作がキャンセルされたか、時間切れになりました。もう一度お試しください。',
    ),
  ).toHaveCount(0)
})

test('the page with a passkey is axe clean in the dark scheme too', async ({ page, mock }) => {
  await mock.reset('system-theme')
  await page.emulateMedia({ colorScheme: 'dark' })
  await addVirtualAuthenticator(page)
  await openPasskeys(page)
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark')
  await page.getByRole('button', { name: 'パスキーを追加' }).click()
  await expect(rows(page)).toHaveCount(1)
  const serious = (await analyzeWithAxe(page)).violations.filter(
    ({ impact }) => impact === 'serious' || impact === 'critical',
  )
  expect(serious).toEqual([])
})
