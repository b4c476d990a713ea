import type { Page } from '@playwright/test'
import { FIXTURE_EMAILS, signInDirectly } from '../support/auth-flows'
import { pressSubmit } from '../support/deferred-forms'
import { expect, test } from '../support/test'

/** A text field of the basic-info form by its label, whatever its 必須 / 任意 mark. */
const field = (page: Page, label: string) =>
  page.getByRole('textbox', { name: new RegExp(`^${label} (必須|任意)$`) })

const row = (page: Page, label: string) =>
  page.getByRole('row', { name: new RegExp(`^${label}`) }).getByRole('cell')

test.beforeEach(async ({ page }) => {
  await signInDirectly(page.request, FIXTURE_EMAILS.standard)
})

test('edit → confirm → fix → confirm → complete keeps the values, and they are saved', async ({
  page,
}) => {
  await page.goto('/mypage/edit')
  await expect(page.getByRole('heading', { name: '会員情報の変更' })).toBeVisible()
  await expect(field(page, '姓')).toHaveValue('山田')
  await expect(page.getByRole('radio', { name: '女性' })).toBeChecked()

  await field(page, 'ニックネーム').fill('はなちゃん')
  await field(page, '電話番号').fill('０９０-１１１１-２２２２')
  await expect(field(page, '電話番号')).toHaveValue('09011112222')
  await field(page, '建物名・部屋番号').fill('')
  // Spec 02 §5: month and day held to the calendar as they are typed.
  await field(page, '生年月日').fill('19901345')
  await expect(field(page, '生年月日')).toHaveValue('1990/12/31')
  await page.getByRole('checkbox', { name: '映画' }).check()
  await page.getByRole('checkbox', { name: 'アニメ' }).uncheck()
  await page.getByRole('checkbox', { name: 'おすすめ作品の情報をメールで受け取る' }).check()
  await field(page, 'セイ').fill('やまだ')
  await page.getByRole('button', { name: '確認画面へ進む' }).click()

  const kanaError = page.getByText('全角カタカナで入力してください')
  await expect(kanaError).toBeVisible()
  await expect(field(page, 'セイ')).toBeFocused()
  expect(await kanaError.evaluate((node) => getComputedStyle(node, '::before').content)).toMatch(
    /^"※"/,
  )
  await field(page, 'セイ').fill('ヤマダ')
  await page.getByRole('button', { name: '確認画面へ進む' }).click()

  await expect(page).toHaveURL('/mypage/edit/confirm')
  await expect(row(page, 'ニックネーム')).toHaveText('はなちゃん')
  await expect(row(page, '生年月日')).toHaveText('1990/12/31')
  await expect(row(page, '電話番号')).toHaveText('09011112222')
  await expect(row(page, '建物名・部屋番号')).toHaveText('未入力')
  await expect(row(page, '都道府県')).toHaveText('東京都')
  await expect(row(page, '好きなジャンル')).toHaveText('映画、ドラマ')
  await expect(row(page, 'おすすめ作品の情報をメールで受け取る')).toHaveText('はい')
  // A reload keeps what the backend holds.
  await page.reload()
  await expect(row(page, 'ニックネーム')).toHaveText('はなちゃん')

  await page.getByRole('link', { name: '修正する' }).click()
  await expect(page).toHaveURL('/mypage/edit')
  await expect(field(page, 'ニックネーム')).toHaveValue('はなちゃん')
  await expect(field(page, '生年月日')).toHaveValue('1990/12/31')
  await expect(field(page, '建物名・部屋番号')).toHaveValue('')
  await expect(page.getByRole('checkbox', { name: 'アニメ' })).not.toBeChecked()
  await field(page, 'ニックネーム').fill('はな')
  await page.getByRole('button', { name: '確認画面へ進む' }).click()
  await expect(row(page, 'ニックネーム')).toHaveText('はな')

  const saves: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/zapi/account/edit'))
      saves.push(request.url())
  })
  await page.getByRole('button', { name: '変更する' }).dblclick()
  await expect(page).toHaveURL('/mypage/edit/complete')
  await expect(page.getByRole('heading', { name: '会員情報を変更しました' })).toBeVisible()
  expect(saves).toHaveLength(1)
  await page.getByRole('link', { name: 'マイページへ戻る' }).click()
  await expect(page).toHaveURL('/mypage')

  await page.goto('/mypage/edit')
  await expect(field(page, 'ニックネーム')).toHaveValue('はな')
  await expect(field(page, '電話番号')).toHaveValue('09011112222')
  await expect(field(page, '建物名・部屋番号')).toHaveValue('')
  await expect(
    page.getByRole('checkbox', { name: 'おすすめ作品の情報をメールで受け取る' }),
  ).toBeChecked()
  // Going back after saving finds nothing pending to confirm.
  await page.goto('/mypage/edit/confirm')
  await expect(page).toHaveURL('/mypage/edit')
})

test('typing not sent yet survives a reload of the form', async ({ page }) => {
  await page.goto('/mypage/edit')
  await field(page, 'ニックネーム').fill('はなちゃん')
  // Typed as the form's code was loading (decision 0020): kept once it has arrived.
  await expect(page.getByRole('button', { name: '確認画面へ進む' })).toBeEnabled()
  await page.reload()
  await expect(field(page, 'ニックネーム')).toHaveValue('はなちゃん')
})

test('a failure of the whole form is brought into view from the button at the bottom', async ({
  page,
  mock,
}) => {
  await page.goto('/mypage/edit')
  await mock.fault({
    method: 'POST',
    path: '/zapi/account/edit/confirm',
    status: 500,
    body: { code: 'INTERNAL_ERROR', message: '処理に失敗しました。' },
  })
  const submit = page.getByRole('button', { name: '確認画面へ進む' })
  await submit.scrollIntoViewIfNeeded()
  await pressSubmit(submit)
  const alert = page.getByRole('alert').filter({ hasText: '処理に失敗しました。' })
  await expect(alert).toBeFocused()
  await expect(alert).toBeInViewport()
  await expect(alert).toContainText('エラーコード: INTERNAL_ERROR')
})

test('the postal code search: several addresses open 住所を選択, none shows the failure on the field', async ({
  page,
}) => {
  await page.goto('/mypage/edit')
  const postalCode = field(page, '郵便番号')
  const search = page.getByRole('button', { name: '住所を検索' })
  await postalCode.fill('060000')
  await expect(search).toBeDisabled()
  await postalCode.fill('0600000')
  await search.click()
  const dialog = page.getByRole('dialog', { name: '住所を選択' })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('radio', { name: '北海道札幌市中央区大通西' }).check()
  await dialog.getByRole('button', { name: '決定' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('combobox', { name: /^都道府県/ })).toHaveValue('1')
  await expect(field(page, '住所（市区町村・番地）')).toHaveValue('札幌市中央区大通西')

  await postalCode.fill('5300000')
  await search.click()
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: '閉じる' }).click()
  await expect(dialog).toBeHidden()
  await expect(field(page, '住所（市区町村・番地）')).toHaveValue('札幌市中央区大通西')

  await postalCode.fill('9999999')
  await search.click()
  await expect(postalCode).toHaveAttribute('aria-invalid', 'true')
  await expect(
    page.getByText(/住所/).and(page.locator('.mantine-InputWrapper-error')),
  ).toBeVisible()
})
