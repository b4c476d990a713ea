import { choose, pressSubmit } from '../support/deferred-forms'
import { expect, test } from '../support/test'
import {
  BUY,
  chooseMethod,
  FIXTURE_EMAILS,
  openPlanForm,
  THREE_D_SECURE_CARD,
  toConfirm,
} from './helpers'

const KIDS = '/plans/plan_kids_2weeks'
const nextYear = String(new Date().getFullYear() + 1)

test('registers a card from the purchase form and comes back; its 3-D Secure fails, then passes', async ({
  page,
}) => {
  test.slow()
  await openPlanForm(page, FIXTURE_EMAILS.standard, 'plan_kids_2weeks')
  await page.getByRole('link', { name: 'お支払い方法を追加する' }).click()
  await expect(page).toHaveURL(`/mypage/payment-method?returnTo=${encodeURIComponent(KIDS)}`)
  const add = page.getByRole('region', { name: 'お支払い方法の追加' })
  await choose(add.getByRole('radio', { name: 'クレジットカード', exact: true }))
  await add.getByRole('textbox', { name: 'カード番号' }).pressSequentially(THREE_D_SECURE_CARD)
  await add.getByRole('combobox', { name: '有効期限（月）' }).selectOption('12')
  await add.getByRole('combobox', { name: '有効期限（年）' }).selectOption(nextYear)
  await add.getByRole('textbox', { name: 'セキュリティコード' }).fill('123')
  await add.getByRole('button', { name: '登録する' }).click()
  await page.getByRole('button', { name: /認証する/ }).click()
  await expect(page).toHaveURL('/mypage/payment-method/complete')
  await page
    .getByRole('link', { name: /戻る|プラン/ })
    .first()
    .click()
  await expect(page).toHaveURL(KIDS)

  await chooseMethod(page, /^Visa •••• 3220/)
  await toConfirm(page, KIDS)
  await page.getByRole('button', { name: BUY }).click()
  await expect(page).toHaveURL(/\/__mock\/provider\/three-d-secure\?/)
  await page.getByRole('button', { name: /認証に失敗する/ }).click()
  await expect(page).toHaveURL(`${KIDS}/confirm`)
  await expect(page.getByRole('alert')).toContainText(
    '3Dセキュア認証に失敗しました。別のお支払い方法を選択するか、再度お試しください。',
  )

  // Back from the issuer, the page is loaded afresh: this press is the form's first use.
  await pressSubmit(page.getByRole('button', { name: BUY }))
  await expect(page).toHaveURL(/\/__mock\/provider\/three-d-secure\?/)
  await page.getByRole('button', { name: /認証する/ }).click()
  await expect(page).toHaveURL(`${KIDS}/complete`)
  await expect(page.getByRole('heading', { level: 1, name: 'ご購入が完了しました' })).toBeVisible()
})

test('a carrier method: confirmed on the carrier page by a posted form; cancelled, then paid', async ({
  page,
}) => {
  test.slow()
  await openPlanForm(page, FIXTURE_EMAILS.standard, 'plan_kids_2weeks')
  await chooseMethod(page, /ドコモ払い/)
  await toConfirm(page, KIDS)
  await page.getByRole('button', { name: BUY }).click()
  await expect(page).toHaveURL('/__mock/provider/link')
  await page.getByRole('button', { name: /キャンセル/ }).click()
  await expect(page).toHaveURL(`${KIDS}/confirm`)
  await expect(page.getByRole('alert')).toContainText(
    'お支払いの手続きがキャンセルされました。もう一度お試しいただくか、別のお支払い方法を選択してください。',
  )
  // Back from the carrier, the page is loaded afresh: this press is the form's first use.
  await pressSubmit(page.getByRole('button', { name: BUY }))
  await expect(page).toHaveURL('/__mock/provider/link')
  await page.getByRole('button', { name: /\(success\)/ }).click()
  await expect(page).toHaveURL(`${KIDS}/complete`)
})

test('a carrier method refused on the carrier page says so, not that a card failed', async ({
  page,
}) => {
  test.slow()
  await openPlanForm(page, FIXTURE_EMAILS.standard, 'plan_kids_2weeks')
  await chooseMethod(page, /ドコモ払い/)
  await toConfirm(page, KIDS)
  await page.getByRole('button', { name: BUY }).click()
  await expect(page).toHaveURL('/__mock/provider/link')
  await page.getByRole('button', { name: /\(failure\)/ }).click()
  await expect(page).toHaveURL(`${KIDS}/confirm`)
  await expect(page.getByRole('alert')).toContainText(
    'お支払いの手続きができませんでした。別のお支払い方法を選択するか、再度お試しください。',
  )
  await expect(page.getByRole('alert')).not.toContainText('カード')
})
