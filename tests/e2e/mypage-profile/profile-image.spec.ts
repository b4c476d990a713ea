import type { FileChooser, Page } from '@playwright/test'
import { rgbPng } from '../../../mocks/png'
import { FIXTURE_EMAILS, signInDirectly } from '../support/auth-flows'
import { expect, test } from '../support/test'

/** A small PNG, `width` × `height`, left half red and right half blue. */
const png = (width: number, height: number) =>
  rgbPng(width, height, (x) => (x < width / 2 ? [220, 0, 0] : [0, 0, 220]))

/** Chooses `file` as a member does: 画像を選択, then the browser's file chooser. */
async function chooseImage(page: Page, file: Parameters<FileChooser['setFiles']>[0]) {
  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('button', { name: '画像を選択' }).click()
  await (await chooser).setFiles(file)
}
const headerAvatar = (page: Page) =>
  page.getByRole('button', { name: 'アカウントメニュー' }).locator('img')

test.beforeEach(async ({ page }) => {
  await signInDirectly(page.request, FIXTURE_EMAILS.standard)
})

test('an uploaded PNG is cropped to 200×200, saved, and shown in the header', async ({ page }) => {
  await page.goto('/mypage/profile/edit')
  await expect(page.getByRole('heading', { name: 'プロフィール画像' })).toBeVisible()
  const save = page.getByRole('button', { name: '保存する' })
  await expect(save).toBeDisabled()

  await chooseImage(page, {
    name: 'wide.png',
    mimeType: 'image/png',
    buffer: png(60, 20),
  })
  const preview = page.getByRole('img', { name: 'プロフィール画像' })
  await expect(preview).toHaveAttribute('src', /^data:image\/png;base64,/)
  const chosen = (await preview.getAttribute('src'))!
  expect(
    await preview.evaluate((image: HTMLImageElement) => [image.naturalWidth, image.naturalHeight]),
  ).toEqual([200, 200])
  await save.click()

  await expect(page).toHaveURL('/mypage/profile/edit/complete')
  await expect(page.getByRole('heading', { name: 'プロフィール画像を変更しました' })).toBeVisible()
  await page.getByRole('link', { name: 'マイページへ戻る' }).click()
  await expect(page).toHaveURL('/mypage')
  await expect(headerAvatar(page)).toHaveAttribute('src', chosen)
  await page.reload()
  await expect(headerAvatar(page)).toHaveAttribute('src', chosen)

  await page.goto('/mypage/profile/edit')
  await page.getByRole('button', { name: '画像を削除' }).click()
  await save.click()
  await expect(page).toHaveURL('/mypage/profile/edit/complete')
  await expect(headerAvatar(page)).toHaveCount(0)
})

test('a wrong type or a file over 10 MB is refused with a message', async ({ page }) => {
  await page.goto('/mypage/profile/edit')
  await chooseImage(page, {
    name: 'photo.webp',
    mimeType: 'image/webp',
    buffer: Buffer.from('RIFF0000WEBP'),
  })
  await expect(page.getByRole('alert')).toHaveText('JPEG、PNG、GIF形式の画像を選択してください。')
  // The image box takes the focus, described by the error.
  const box = page.getByRole('group', { name: '画像' })
  await expect(box).toBeFocused()
  await expect(box).toHaveAccessibleDescription('JPEG、PNG、GIF形式の画像を選択してください。')
  await expect(page.getByRole('button', { name: '保存する' })).toBeDisabled()

  await chooseImage(page, {
    name: 'huge.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(10 * 1024 * 1024 + 1),
  })
  await expect(page.getByRole('alert')).toHaveText('10MB以下の画像を選択してください。')

  await chooseImage(page, {
    name: 'broken.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not a png'),
  })
  await expect(page.getByRole('alert')).toHaveText(
    '画像を読み込めませんでした。別の画像を選択してください。',
  )
})

test('the native app has no profile-image page', async ({ browser, baseURL }) => {
  const app = await browser.newContext({ baseURL, userAgent: 'Mozilla/5.0 PVS/3/1' })
  const page = await app.newPage()
  await signInDirectly(page.request, FIXTURE_EMAILS.standard)
  await page.goto('/mypage/profile/edit')
  await expect(page).toHaveURL('/mypage')
  await app.close()
})
