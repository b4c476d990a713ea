import { signInDirectly } from '../support/auth-flows'
import { expect, test } from '../support/test'
import {
  fillRequiredFields,
  newEmail,
  toConfirm as toSignupConfirm,
  verifyEmail,
} from '../signup/signup-flow'
import { BUY, chooseMethod, FIXTURE_EMAILS, TO_CONFIRM } from './helpers'

test('right after sign-up: the completion offers the plans; a free campaign code without any registered method', async ({
  page,
  mock,
}) => {
  test.slow()
  await verifyEmail(page, mock, newEmail())
  await fillRequiredFields(page)
  await toSignupConfirm(page)
  await page.getByRole('button', { name: '登録する' }).click()
  await expect(page).toHaveURL('/signup/complete')
  await page.getByRole('link', { name: '続けてプランを購入する' }).click()

  await expect(page).toHaveURL('/signup/plans')
  await expect(page.getByRole('heading', { level: 1, name: 'プランを選ぶ' })).toBeVisible()
  await expect(page.getByRole('listitem').filter({ hasText: 'プラン選択' })).toHaveAttribute(
    'aria-current',
    'step',
  )
  await expect(page.getByText('Please register a payment method.')).toBeVisible()
  const submit = page.getByRole('button', { name: TO_CONFIRM })
  await expect(submit).toBeEnabled()
  await submit.click()
  await expect(page.getByText('Please select a plan.')).toBeVisible()
  await chooseMethod(page, /^スタンダードプラン/)
  await chooseMethod(page, 'キャンペーンコード')
  await page.getByRole('textbox', { name: /キャンペーンコード/ }).fill('FREE30')
  await submit.click()

  await expect(page).toHaveURL('/signup/plans/plan_standard_monthly/confirm')
  await expect(page.getByTestId('billing-statement')).toContainText('本日のお支払いはありません。')
  await page.getByRole('button', { name: BUY }).click()
  await expect(page).toHaveURL('/signup/plans/plan_standard_monthly/complete')
  await expect(
    page.getByText('ご契約ありがとうございます。さっそく見放題作品をお楽しみください。'),
  ).toBeVisible()
  await page.getByRole('link', { name: 'サービスを利用する' }).click()
  await expect(page).toHaveURL('/mypage')
})

test('after sign-up with a registered method: fix the order from confirm, or skip the purchase', async ({
  page,
}) => {
  await signInDirectly(page.request, FIXTURE_EMAILS.noContract)
  await page.goto('/signup/plans')
  await expect(page.getByRole('heading', { level: 1, name: 'プランを選ぶ' })).toBeVisible()
  await chooseMethod(page, /^キッズ 2週間プラン/)
  await chooseMethod(page, 'PayPay')
  await page.getByRole('button', { name: TO_CONFIRM }).click()
  await expect(page).toHaveURL('/signup/plans/plan_kids_2weeks/confirm')
  await page.getByRole('link', { name: '入力内容を修正する' }).click()
  await expect(page).toHaveURL('/signup/plans')
  await expect(page.getByRole('radio', { name: /^キッズ 2週間プラン/ })).toBeChecked()
  await page.getByRole('link', { name: '今は購入しない' }).click()
  await expect(page).toHaveURL('/mypage')
})
