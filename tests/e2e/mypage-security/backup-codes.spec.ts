import { choose } from '../support/deferred-forms'
import { readFile } from 'node:fs/promises'
import {
  FIXTURE_EMAILS,
  FIXTURE_PASSWORDS,
  MFA_MEMBER_BACKUP_CODES,
  signInDirectly,
  submitPasswordLogin,
} from '../support/auth-flows'
import { expect, test } from '../support/test'

test('new backup codes replace the old ones: saved as .txt, and an old code is refused at sign-in', async ({
  page,
  context,
}) => {
  await signInDirectly(page.request, FIXTURE_EMAILS.multiFactor)
  await page.goto('/mypage/multi-factor')
  await page.getByRole('link', { name: 'バックアップコード' }).click()
  await expect(page).toHaveURL('/mypage/multi-factor/backup-code')
  const current = page.getByRole('list', { name: 'バックアップコード' }).getByRole('listitem')
  await expect(current).toHaveCount(10)
  await expect(current.filter({ hasText: 'p3zt-81wd' })).toContainText('（使用済み）')
  await expect(page.getByText('残り9個')).toBeVisible()

  await page.getByRole('link', { name: '新しいバックアップコードを発行する' }).click()
  await expect(page).toHaveURL('/mypage/multi-factor/backup-code/generate')
  await expect(
    page.getByText(
      '新しいバックアップコードを使い始めると、これまでのバックアップコードは使えなくなります。',
    ),
  ).toBeVisible()
  const fresh = await page
    .getByRole('list', { name: 'バックアップコード' })
    .getByRole('listitem')
    .allTextContents()
  expect(fresh).toHaveLength(10)
  expect(fresh.some((code) => MFA_MEMBER_BACKUP_CODES.includes(code))).toBe(false)

  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'テキストファイルで保存' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe('backup-codes.txt')
  const saved = await readFile((await download.path())!, 'utf8')
  for (const code of fresh) expect(saved).toContain(code)

  const use = page.getByRole('button', { name: 'このバックアップコードを使う' })
  await expect(use).toBeDisabled()
  await choose(page.getByLabel('バックアップコードを安全な場所に保存しました'))
  await use.click()
  await expect(page).toHaveURL('/mypage/multi-factor/backup-code/generate/complete')
  await expect(
    page.getByRole('heading', { level: 1, name: 'バックアップコードを発行しました' }),
  ).toBeVisible()

  await context.clearCookies()
  const signInWithBackupCode = async (code: string) => {
    await page.goto('/login')
    await submitPasswordLogin(page, FIXTURE_EMAILS.multiFactor, FIXTURE_PASSWORDS.multiFactor)
    await expect(page).toHaveURL('/login/multi-factor')
    await page.getByRole('link', { name: /バックアップコードを使う/ }).click()
    await page.getByRole('textbox', { name: 'バックアップコード' }).fill(code)
    await page.getByRole('button', { name: '認証する' }).click()
  }
  await signInWithBackupCode(MFA_MEMBER_BACKUP_CODES[0]!)
  await expect(page.getByText('認証に失敗しました。')).toBeVisible()
  await page.getByRole('textbox', { name: 'バックアップコード' }).fill(fresh[0]!)
  await page.getByRole('button', { name: '認証する' }).click()
  await expect(page).not.toHaveURL(/\/login/)
})
