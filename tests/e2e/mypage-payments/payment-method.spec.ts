import type { Page } from '@playwright/test'
import { choose, holdScripts, pressSubmit } from '../support/deferred-forms'
import { expect, hydrated, test } from '../support/test'
import {
  DECLINED_CARD,
  errorCardNumber,
  FIXTURE_EMAILS,
  openAs,
  THREE_D_SECURE_CARD,
} from './helpers'
import { signInDirectly } from '../support/auth-flows'

const PAGE = '/mypage/payment-method'
const nextYear = String(new Date().getFullYear() + 1)

const registered = (page: Page) =>
  page.getByRole('region', { name: '登録済みのお支払い方法' }).getByRole('listitem')
const addSection = (page: Page) => page.getByRole('region', { name: 'お支払い方法の追加' })

async function openPaymentMethods(page: Page) {
  await openAs(page, PAGE, 'お支払い方法')
  await expect(registered(page)).toHaveCount(10)
}

async function chooseMethod(page: Page, name: string) {
  await choose(addSection(page).getByRole('radio', { name, exact: true }))
}

/** Fills the card form; the number is typed as a member would (the field spaces it). */
async function fillCard(page: Page, number: string, securityCode = '123') {
  await chooseMethod(page, 'クレジットカード')
  const section = addSection(page)
  await section.getByRole('textbox', { name: 'カード番号' }).pressSequentially(number)
  await section.getByRole('combobox', { name: '有効期限（月）' }).selectOption('12')
  await section.getByRole('combobox', { name: '有効期限（年）' }).selectOption(nextYear)
  await section.getByRole('textbox', { name: 'セキュリティコード' }).fill(securityCode)
}

const submit = (page: Page) => addSection(page).getByRole('button', { name: '登録する' }).click()

test('lists the methods: expired message, in-use methods without delete; deletes one after confirming', async ({
  page,
}) => {
  test.slow()
  await openPaymentMethods(page)
  const expired = registered(page).filter({ hasText: 'JCB •••• 0005' })
  await expect(expired).toContainText('有効期限が切れています。新しいカードを登録してください。')
  // The expiry as everywhere else on the site: MM/YYYY (the purchase form, a contract's methods).
  await expect(expired).toContainText(/有効期限：\d{2}\/\d{4}(?!\d)/)
  const inUse = registered(page).filter({ hasText: 'Visa •••• 4242' })
  await expect(inUse).toContainText('ご契約中のプランで利用中')
  await expect(inUse.getByRole('button')).toHaveCount(0)
  await expect(registered(page).filter({ hasText: 'PayPay' }).getByRole('button')).toHaveCount(0)

  await page.getByRole('button', { name: 'ドコモ払いを削除' }).click()
  const dialog = page.getByRole('dialog', { name: 'お支払い方法を削除しますか？' })
  await expect(dialog).toContainText('ドコモ払いを削除します。')
  await dialog.getByRole('button', { name: '削除する' }).click()
  await expect(page).toHaveURL('/mypage/payment-method/delete/complete')
  await expect(
    page.getByRole('heading', { level: 1, name: 'お支払い方法を削除しました' }),
  ).toBeVisible()
  await page.getByRole('link', { name: 'お支払い方法の一覧へ' }).click()
  await expect(page).toHaveURL(PAGE)
  await expect(registered(page)).toHaveCount(9)
  await expect(registered(page).filter({ hasText: 'ドコモ払い' })).toHaveCount(0)
})

test('a deletion the server refuses shows the catalogue message and keeps the method', async ({
  page,
  mock,
}) => {
  test.slow()
  await openPaymentMethods(page)
  await mock.fault({
    method: 'DELETE',
    path: '/zapi/account/payment-method/:accountPaymentMethodId',
    status: 409,
    body: { code: 'PAYMENT_METHOD_CANCEL_PENDING', message: 'x', requestId: 'req_e2e' },
  })
  await page.getByRole('button', { name: 'ドコモ払いを削除' }).click()
  await page.getByRole('dialog').getByRole('button', { name: '削除する' }).click()
  await expect(page.getByRole('alert')).toContainText(
    '解約予定のプランで利用しているお支払い方法は削除できません。',
  )
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(registered(page)).toHaveCount(10)
})

test('adds a card: spaced as typed, brand shown, registered without the number reaching the backend', async ({
  page,
}) => {
  test.slow()
  await openPaymentMethods(page)
  const bodies: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/zapi/')) bodies.push(request.postData() ?? '')
  })
  await fillCard(page, '5555555555554444')
  const number = addSection(page).getByRole('textbox', { name: 'カード番号' })
  await expect(number).toHaveValue('5555 5555 5555 4444')
  await expect(number).toHaveAttribute('maxlength', '19')
  await expect(addSection(page).getByTestId('card-brand')).toHaveText('Mastercard')
  await submit(page)
  await expect(page).toHaveURL('/mypage/payment-method/complete')
  await expect(
    page.getByRole('heading', { level: 1, name: 'お支払い方法を登録しました' }),
  ).toBeVisible()
  expect(bodies.some((body) => body.includes('5555555555554444'))).toBe(false)
  expect(bodies.some((body) => body.includes('mock.M.4444.'))).toBe(true)
  await page.getByRole('link', { name: 'お支払い方法の一覧へ' }).click()
  await expect(registered(page)).toHaveCount(11)
  await expect(registered(page).filter({ hasText: 'Mastercard •••• 4444' })).toHaveCount(1)
})

test('a card registration answered with a flowError opens the notice, not the page anew', async ({
  page,
  mock,
}) => {
  test.slow()
  await openPaymentMethods(page)
  await fillCard(page, '4242424242424242')
  await mock.fault({
    method: 'POST',
    path: '/zapi/account/payment-method/credit',
    body: { flowError: { redirectTo: '/mypage', message: 'お手続きの有効期限が切れました。' } },
  })
  await submit(page)
  const dialog = page.getByRole('dialog', { name: '手続きを続行できません' })
  await expect(dialog).toContainText('お手続きの有効期限が切れました。')
  await expect(dialog.getByRole('link', { name: '最初からやり直す' })).toHaveAttribute(
    'href',
    '/mypage',
  )
  await expect(page).toHaveURL(PAGE)
  await expect(registered(page)).toHaveCount(10)
})

test.describe('on a slow connection', () => {
  test.use({ awaitHydration: false })

  test("a method chosen before the page's JavaScript arrived opens its form once it has", async ({
    page,
  }) => {
    await signInDirectly(page.request, FIXTURE_EMAILS.standard)
    const scripts = await holdScripts(page)
    await page.goto(PAGE, { waitUntil: 'domcontentloaded' })
    const card = addSection(page).getByRole('radio', { name: 'クレジットカード', exact: true })
    await card.click()
    await expect(card).toBeChecked()
    await expect(addSection(page).getByRole('textbox', { name: 'カード番号' })).toHaveCount(0)
    scripts.release()
    await hydrated(page)
    await expect(addSection(page).getByRole('textbox', { name: 'カード番号' })).toBeVisible()
    await expect(card).toBeChecked()
  })
})

test('the card form: Amex and Diners lengths, Luhn failure, nothing chosen', async ({ page }) => {
  test.slow()
  await openPaymentMethods(page)
  await pressSubmit(addSection(page).getByRole('button', { name: '登録する' }))
  await expect(page.getByText('支払い方法が選択されていません')).toBeVisible()

  await chooseMethod(page, 'クレジットカード')
  const number = addSection(page).getByRole('textbox', { name: 'カード番号' })
  const code = addSection(page).getByRole('textbox', { name: 'セキュリティコード' })
  await number.pressSequentially('3782822463100059')
  await expect(number).toHaveValue('3782 822463 10005')
  await expect(number).toHaveAttribute('maxlength', '17')
  await expect(code).toHaveAttribute('maxlength', '4')
  await number.fill('')
  await number.pressSequentially('305693090259041')
  await expect(number).toHaveValue('3056 930902 5904')
  await expect(number).toHaveAttribute('maxlength', '16')
  await expect(code).toHaveAttribute('maxlength', '3')

  let posted = false
  page.on('request', (request) => {
    if (request.url().includes('/payment-method/credit')) posted = true
  })
  await number.fill('')
  await fillCard(page, '4242424242424241')
  await submit(page)
  await expect(page.getByText('無効なクレジットカード番号です。')).toBeVisible()
  expect(posted).toBe(false)
})

test("the card provider's token errors: on the field, or above the form with the code", async ({
  page,
}) => {
  test.slow()
  await openPaymentMethods(page)
  await fillCard(page, errorCardNumber('05003'))
  await submit(page)
  await expect(page.getByText('カード番号の桁数が正しくありません。')).toBeVisible()

  await addSection(page).getByRole('textbox', { name: 'カード番号' }).fill('')
  await fillCard(page, errorCardNumber('99001'))
  await submit(page)
  const alert = addSection(page).getByRole('alert')
  await expect(alert).toContainText(
    'カード会社との通信でエラーが発生しました。時間をおいて再度お試しください。',
  )
  await expect(alert).toContainText('エラーコード: 99001')

  await addSection(page).getByRole('textbox', { name: 'カード番号' }).fill('')
  await fillCard(page, DECLINED_CARD)
  await submit(page)
  await expect(addSection(page).getByRole('alert')).toContainText(
    'クレジットカードの登録に失敗しました',
  )
  await expect(page).toHaveURL(PAGE)
})

test('a card needing 3-D Secure: failed at the issuer, then authenticated', async ({ page }) => {
  test.slow()
  await openPaymentMethods(page)
  await fillCard(page, THREE_D_SECURE_CARD)
  await submit(page)
  await expect(page).toHaveURL(/\/__mock\/provider\/three-d-secure\?/)
  await page.getByRole('button', { name: /認証に失敗する/ }).click()
  await expect(page).toHaveURL(PAGE)
  await expect(page.getByRole('alert')).toContainText(
    '本人認証に失敗しました。別のカードをお試しください。',
  )
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'お支払い方法' })).toBeVisible()
  await expect(page.getByText('本人認証に失敗しました。別のカードをお試しください。')).toHaveCount(
    0,
  )

  await fillCard(page, THREE_D_SECURE_CARD)
  await submit(page)
  await page.getByRole('button', { name: /認証する/ }).click()
  await expect(page).toHaveURL('/mypage/payment-method/complete')
  await page.getByRole('link', { name: 'お支払い方法の一覧へ' }).click()
  await expect(registered(page).filter({ hasText: 'Visa •••• 3220' })).toHaveCount(1)
})

test('a link-type method goes to the carrier by a posted form: cancelled, then registered', async ({
  page,
}) => {
  test.slow()
  await openPaymentMethods(page)
  await chooseMethod(page, 'ソフトバンクまとめて支払い')
  await expect(addSection(page)).toContainText(
    'ソフトバンクまとめて支払いのページに移動して登録します。',
  )
  await addSection(page).getByRole('button', { name: '登録ページへ進む' }).click()
  await expect(page).toHaveURL('/__mock/provider/link')
  await expect(
    page.getByRole('heading', { name: 'ソフトバンクまとめて支払い（モック）' }),
  ).toBeVisible()
  await page.getByRole('button', { name: /キャンセル/ }).click()
  await expect(page).toHaveURL(PAGE)
  await expect(page.getByRole('alert')).toContainText('お支払い方法の登録がキャンセルされました。')
  await expect(registered(page)).toHaveCount(10)
  // Said once: leaving and coming back inside the site (within the 30 s the data is kept) does
  // not show it again.
  await page.getByRole('link', { name: 'お支払い履歴' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'お支払い履歴' })).toBeVisible()
  await page.getByRole('link', { name: 'お支払い方法' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'お支払い方法' })).toBeVisible()
  await expect(registered(page)).toHaveCount(10)
  await expect(page.getByText('お支払い方法の登録がキャンセルされました。')).toHaveCount(0)

  await chooseMethod(page, 'ソフトバンクまとめて支払い')
  await addSection(page).getByRole('button', { name: '登録ページへ進む' }).click()
  await page.getByRole('button', { name: /支払い方法を登録する/ }).click()
  await expect(page).toHaveURL('/mypage/payment-method/complete')
  await page.getByRole('link', { name: 'お支払い方法の一覧へ' }).click()
  await expect(registered(page).filter({ hasText: 'ソフトバンクまとめて支払い' })).toHaveCount(1)
})

test('PayPal: the browser goes to its approval page and comes back registered', async ({
  page,
}) => {
  test.slow()
  await openPaymentMethods(page)
  await chooseMethod(page, 'PayPal')
  await addSection(page).getByRole('button', { name: '登録ページへ進む' }).click()
  await expect(page).toHaveURL(/\/__mock\/provider\/paypal\?/)
  await page.getByRole('link', { name: /同意して続行/ }).click()
  await expect(page).toHaveURL('/mypage/payment-method/complete')
  await page.getByRole('link', { name: 'お支払い方法の一覧へ' }).click()
  await expect(registered(page).filter({ hasText: 'PayPal' })).toHaveCount(2)
})

test('the campaign code is explained, not registered here', async ({ page }) => {
  test.slow()
  await openPaymentMethods(page)
  await chooseMethod(page, 'キャンペーンコード')
  await expect(addSection(page)).toContainText('プランのお申し込み時')
  await expect(addSection(page).getByRole('button')).toHaveCount(0)
})
