import { signInDirectly } from '../support/auth-flows'
import { choose, openBeforeScripts, pressSubmit, postedPaths } from '../support/deferred-forms'
import { expect, test } from '../support/test'
import {
  BUY,
  chooseMethod,
  FIXTURE_EMAILS,
  openPlanForm,
  standardPlanWithCode,
  TO_CONFIRM,
  toConfirm,
} from './helpers'

const KIDS = '/plans/plan_kids_2weeks'

test('buys a plan with a card: form, confirm with what is billed when, complete; a reload of confirm never bills again', async ({
  page,
}) => {
  await openPlanForm(page, FIXTURE_EMAILS.standard, 'plan_kids_2weeks')
  await expect(page.getByText('¥330(税込)/2週')).toBeVisible()
  await expect(page.getByRole('textbox', { name: /キャンペーンコード/ })).toHaveCount(0) // no campaign
  await expect(page.getByRole('radio', { name: 'キャンペーンコード' })).toHaveCount(0)
  await pressSubmit(page.getByRole('button', { name: TO_CONFIRM }))
  await expect(page.getByText('支払い方法が選択されていません')).toBeVisible()
  await chooseMethod(page, /^Visa •••• 4242/)
  await toConfirm(page, KIDS)

  await expect(page.getByTestId('billing-statement')).toContainText('¥330(税込)が請求され')
  await expect(page.getByTestId('billing-statement')).toContainText('2週ごとに自動更新')
  const facts = page.locator('dl')
  await expect(facts).toContainText('Visa •••• 4242')
  await expect(facts).toContainText('¥330(税込)')
  await expect(facts).toContainText('初回お支払い日')
  await page.getByRole('button', { name: BUY }).click()

  await expect(page).toHaveURL(`${KIDS}/complete`)
  await expect(page.getByRole('heading', { level: 1, name: 'ご購入が完了しました' })).toBeVisible()
  await expect(page.getByText('ご購入ありがとうございます。')).toBeVisible()

  await page.goto(`${KIDS}/confirm`)
  await expect(page).toHaveURL(`${KIDS}/complete`)
  await page.getByRole('link', { name: 'ご契約中のプランを見る' }).click()
  await expect(page).toHaveURL('/mypage/plans')
  await expect(page.getByText('キッズ 2週間プラン').first()).toBeVisible()
})

test('an expired card is shown among the methods, saying so, but cannot be chosen', async ({
  page,
}) => {
  await openPlanForm(page, FIXTURE_EMAILS.standard, 'plan_kids_2weeks')
  const expired = page.getByRole('radio', { name: /^JCB •••• 0005/ })
  await expect(expired).toBeDisabled()
  await expect(expired).toHaveAccessibleDescription(
    '有効期限が切れています。新しいカードを登録してください。',
  )
  await expect(page.getByRole('radio', { name: /^Visa •••• 4242/ })).toBeEnabled()
})

test('what the member does before the purchase form’s code arrives is done once it has: the method chosen, then sent once', async ({
  page,
}) => {
  await openPlanForm(page, FIXTURE_EMAILS.standard, 'plan_kids_2weeks')
  const { release } = await openBeforeScripts(page, page.url())
  const sent = postedPaths(page)
  // The choice answers at once.
  await choose(page.getByRole('radio', { name: /^Visa •••• 4242/ }))
  // The button looks ready; a press before the code has run shows it busy and is not lost.
  const next = page.getByRole('button', { name: TO_CONFIRM })
  await expect(next).toBeEnabled()
  await next.click()
  await expect(next).toHaveAttribute('aria-busy', 'true')
  await release()
  await expect(page).toHaveURL(`${KIDS}/confirm`)
  await expect(page.locator('dl')).toContainText('Visa •••• 4242')
  expect(sent).toEqual([
    '/zapi/purchase/verify/plan_kids_2weeks',
    '/zapi/purchase/form/plan_kids_2weeks',
  ])
})

test('a double click on the purchase bills once', async ({ page }) => {
  await openPlanForm(page, FIXTURE_EMAILS.standard, 'plan_kids_2weeks')
  await chooseMethod(page, /^Visa •••• 4242/)
  await toConfirm(page, KIDS)
  await page.getByRole('button', { name: BUY }).dblclick()
  await expect(page).toHaveURL(`${KIDS}/complete`)
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await page.goto('/mypage/payment-history')
  await expect(
    page.locator('table tbody tr').filter({ hasText: 'キッズ 2週間プラン' }),
  ).toHaveCount(1)
})

test('a rental shows its order-completed message and its viewing deadline', async ({ page }) => {
  await openPlanForm(page, FIXTURE_EMAILS.standard, 'plan_rental_hoshifuru_48h')
  await chooseMethod(page, /^Visa •••• 4242/)
  await toConfirm(page, '/plans/plan_rental_hoshifuru_48h')
  await expect(page.getByTestId('billing-statement')).toContainText(
    '¥440(税込)が一度だけ請求されます',
  )
  await expect(page.locator('dl')).toContainText('視聴期限')
  await page.getByRole('button', { name: BUY }).click()
  await expect(
    page.getByText('ご購入ありがとうございます。視聴期限までお楽しみください。'),
  ).toBeVisible()
})

test('a discount campaign code: the campaign terms and the price after it', async ({ page }) => {
  await standardPlanWithCode(page, ' winter2026 ')
  const facts = page.locator('dl')
  await expect(facts).toContainText('冬の見放題キャンペーン')
  await expect(facts).toContainText('3か月間、月額490円(税込)でご利用いただけます。')
  await expect(facts).toContainText('3回')
  await expect(facts).toContainText('winter2026')
  await expect(page.getByTestId('billing-statement')).toContainText(
    '3回は¥490(税込)、その後は¥990(税込)/月が請求されます',
  )
  await page.getByRole('button', { name: BUY }).click()
  await expect(
    page.getByText('ご契約ありがとうございます。さっそく見放題作品をお楽しみください。'),
  ).toBeVisible()
})

test('a 100 % campaign code pays by itself, for a member without a registered method', async ({
  page,
}) => {
  await openPlanForm(page, FIXTURE_EMAILS.unverified, 'plan_standard_monthly')
  await expect(page.getByText('Please register a payment method.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'お支払い方法を登録する' })).toHaveAttribute(
    'href',
    '/mypage/payment-method?returnTo=%2Fplans%2Fplan_standard_monthly',
  )
  await chooseMethod(page, 'キャンペーンコード')
  await pressSubmit(page.getByRole('button', { name: TO_CONFIRM }))
  await expect(page.getByText('キャンペーンコードを入力してください')).toBeVisible()
  await page.getByRole('textbox', { name: /キャンペーンコード/ }).fill('WINTER2026')
  await page.getByRole('button', { name: TO_CONFIRM }).click()
  await expect(
    page.getByText('このキャンペーンコードはお支払い方法としてご利用いただけません。'),
  ).toBeVisible()
  await page.getByRole('textbox', { name: /キャンペーンコード/ }).fill('FREE30')
  await toConfirm(page, '/plans/plan_standard_monthly')
  await expect(page.getByTestId('billing-statement')).toContainText('本日のお支払いはありません。')
  await expect(page.locator('dl')).toContainText('30日間無料キャンペーン')
  await page.getByRole('button', { name: BUY }).click()
  await expect(page).toHaveURL('/plans/plan_standard_monthly/complete')
})

test('without a registered method the press says so where one is registered, focused', async ({
  page,
}) => {
  await openPlanForm(page, FIXTURE_EMAILS.unverified, 'plan_kids_2weeks')
  await pressSubmit(page.getByRole('button', { name: TO_CONFIRM }))
  const methods = page.getByRole('group', { name: 'お支払い方法' })
  await expect(methods).toBeFocused()
  await expect(methods).toHaveAccessibleDescription('Please register a payment method.')
  await expect(page.getByRole('link', { name: 'お支払い方法を登録する' })).toBeVisible()
  await expect(page).toHaveURL(KIDS)
})

test('the answers not sent yet survive the way to register a method and back, and a reload', async ({
  page,
}) => {
  await openPlanForm(page, FIXTURE_EMAILS.noContract, 'plan_standard_monthly')
  const code = page.getByRole('textbox', { name: /キャンペーンコード/ })
  await code.fill('WINTER2026')
  await expect(page.getByRole('button', { name: TO_CONFIRM })).toBeEnabled()
  await page.getByRole('link', { name: 'お支払い方法を追加する' }).click()
  await expect(page).toHaveURL(/\/mypage\/payment-method/)
  await page.goBack()
  await expect(code).toHaveValue('WINTER2026')
  await page.reload()
  await expect(code).toHaveValue('WINTER2026')
})

test('the plan survey: required answers, shown on confirm, kept when going back to fix the order', async ({
  page,
}) => {
  await openPlanForm(page, FIXTURE_EMAILS.noContract, 'plan_premium_monthly')
  await expect(page.getByRole('heading', { name: 'ご利用アンケート' })).toBeVisible()
  await chooseMethod(page, 'PayPay')
  await pressSubmit(page.getByRole('button', { name: TO_CONFIRM }))
  await expect(page.getByRole('radio', { name: 'SNS' })).toHaveAccessibleDescription(
    '選択してください。',
  )
  await choose(page.getByRole('radio', { name: 'SNS' }))
  await choose(page.getByRole('checkbox', { name: 'ドラマ' }))
  await choose(page.getByRole('checkbox', { name: 'アニメ' }))
  await toConfirm(page, '/plans/plan_premium_monthly')
  await expect(page.getByTestId('billing-statement')).toContainText('本日のお支払いはありません。')
  await expect(page.locator('dl')).toContainText('14日間')
  await expect(page.getByText('当サービスを知ったきっかけを教えてください: SNS')).toBeVisible()
  await expect(page.getByText('よく見るジャンルを選んでください: ドラマ、アニメ')).toBeVisible()

  await page.getByRole('link', { name: '入力内容を修正する' }).click()
  await expect(page).toHaveURL('/plans/plan_premium_monthly')
  await expect(page.getByRole('radio', { name: 'SNS' })).toBeChecked()
  await expect(page.getByRole('checkbox', { name: 'ドラマ' })).toBeChecked()
  await expect(page.getByRole('checkbox', { name: 'アニメ' })).toBeChecked()
  await expect(page.getByRole('radio', { name: 'PayPay' })).toBeChecked()
  await toConfirm(page, '/plans/plan_premium_monthly')
  await page.getByRole('button', { name: BUY }).click()
  await expect(page).toHaveURL('/plans/plan_premium_monthly/complete')
})

test('confirmed again after a fix, the order is bought with its new token, however soon the member presses', async ({
  page,
}) => {
  await openPlanForm(page, FIXTURE_EMAILS.noContract, 'plan_premium_monthly')
  await chooseMethod(page, 'PayPay')
  await choose(page.getByRole('radio', { name: 'SNS' }))
  await choose(page.getByRole('checkbox', { name: 'アニメ' }))
  await toConfirm(page, '/plans/plan_premium_monthly')
  await page.getByRole('link', { name: '入力内容を修正する' }).click()
  await expect(page).toHaveURL('/plans/plan_premium_monthly')

  // The new order's confirm data is slow to come: the page must not show the last one meanwhile.
  await page.route('**/confirm/screen-data*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500))
    await route.continue()
  })
  await page.getByRole('button', { name: TO_CONFIRM }).click()
  await page.getByRole('button', { name: BUY }).click()
  await expect(page).toHaveURL('/plans/plan_premium_monthly/complete')
})

test('a guest opening a purchase form is sent to sign in', async ({ page }) => {
  await page.goto('/plans/plan_kids_2weeks')
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fplans%2Fplan_kids_2weeks/)
})

test('a plan at its contract limit cannot be bought', async ({ page }) => {
  await signInDirectly(page.request, FIXTURE_EMAILS.standard)
  await page.goto('/plans/plan_family')
  await expect(
    page.getByRole('button', { name: '契約数の上限に達しているため購入できません' }),
  ).toBeDisabled()
})
