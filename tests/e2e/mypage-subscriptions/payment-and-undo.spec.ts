import { FIXTURE_EMAILS, setMockClock, signInDirectly } from '../support/auth-flows'
import { pressSubmit, choose } from '../support/deferred-forms'
import { expect, test } from '../support/test'
import {
  CANCEL_REQUEST,
  HOLD,
  NO_METHOD_CANCEL,
  RENEWING_CANCEL,
  STANDARD,
  TRIAL_HOLD,
  badge,
  detailPath,
  openDetail,
  section,
  setSubscription,
} from './helpers'

test('retry on hold: refused with the expired card, paid after changing the card', async ({
  page,
}) => {
  await signInDirectly(page.request, FIXTURE_EMAILS.standard)
  await openDetail(page, HOLD, '韓流ドラマ 3ヶ月パック')
  const retry = page.getByRole('button', { name: '再決済する' })
  await retry.click()
  await expect(page.getByRole('alert')).toContainText(
    '決済に失敗しました。お支払い方法をご確認ください。',
  )
  await expect(badge(page, '更新保留中')).toBeVisible()

  // The failure stands apart from the held notice, not red on red inside it.
  await expect(page.getByRole('note').getByRole('alert')).toHaveCount(0)
  await page.getByRole('note').getByRole('link', { name: 'お支払い方法を変更する' }).click()
  await expect(page).toHaveURL(`${detailPath(HOLD)}/payment-method`)
  await expect(page.getByRole('heading', { level: 1, name: 'お支払い方法の変更' })).toBeVisible()
  const methods = page.getByRole('radiogroup', { name: 'お支払い方法' })
  // The card the renewal failed with has expired: shown, saying so, but not chosen nor choosable.
  const expired = methods.getByRole('radio', { name: /JCB •••• 0005/ })
  await expect(expired).toBeDisabled()
  await expect(expired).not.toBeChecked()
  await expect(expired).toHaveAccessibleDescription(
    '有効期限が切れています。新しいカードを登録してください。',
  )
  // The plan takes cards and carrier billing only: PayPal is shown but cannot be chosen.
  const paypal = methods.getByRole('radio', { name: 'PayPal' })
  await expect(paypal).toBeDisabled()
  await expect(paypal).toHaveAccessibleDescription(
    'このプランではご利用いただけないお支払い方法です。',
  )
  await choose(methods.getByRole('radio', { name: /Visa •••• 4242/ }))
  await page.getByRole('button', { name: '変更する' }).click()

  await expect(page).toHaveURL(`${detailPath(HOLD)}/payment-method/complete`)
  await expect(
    page.getByRole('heading', { level: 1, name: 'お支払い方法を変更しました' }),
  ).toBeVisible()
  await page.getByRole('link', { name: 'ご契約内容へ戻る' }).click()
  await expect(page).toHaveURL(detailPath(HOLD))
  await expect(section(page, 'お支払い')).toContainText('Visa •••• 4242')

  await page.getByRole('button', { name: '再決済する' }).click()
  await expect(page.getByRole('status')).toContainText('決済が完了しました。')
  await expect(badge(page, '契約中')).toBeVisible()
  await expect(page.getByRole('button', { name: '再決済する' })).toHaveCount(0)
  await expect(section(page, 'お支払い')).toContainText(/次回決済日：/)
})

test('a trial on hold is released by a paid retry', async ({ page }) => {
  await signInDirectly(page.request, FIXTURE_EMAILS.contractCases)
  await openDetail(page, TRIAL_HOLD, 'スタンダードプラン')
  await page.getByRole('button', { name: '再決済する' }).click()
  await expect(page.getByRole('status')).toContainText('決済が完了しました。')
  await expect(badge(page, '契約中')).toBeVisible()
})

test("a change without a chosen method says '支払い方法が選択されていません'; a refused one says why", async ({
  page,
  mock,
}) => {
  await signInDirectly(page.request, FIXTURE_EMAILS.standard)
  await setSubscription(page.request, { subscriptionId: STANDARD, paymentMethodId: null })
  await page.goto(`${detailPath(STANDARD)}/payment-method`)
  await expect(page.getByRole('heading', { level: 1, name: 'お支払い方法の変更' })).toBeVisible()
  const methods = page.getByRole('radiogroup', { name: 'お支払い方法' })
  await expect(methods.getByRole('radio', { checked: true })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'お支払い方法を追加する' })).toHaveAttribute(
    'href',
    `/mypage/payment-method?returnTo=${encodeURIComponent(`${detailPath(STANDARD)}/payment-method`)}`,
  )
  const submit = page.getByRole('button', { name: '変更する' })
  await pressSubmit(submit)
  await expect(page.getByText('支払い方法が選択されていません')).toBeVisible()

  // A card that expired while the page was open is refused by the server, shown above the form.
  await mock.fault({
    method: 'POST',
    path: `/zapi/subscription/${STANDARD}/change-payment-method`,
    status: 422,
    body: {
      code: 'INVALID_PAYMENT_METHOD',
      message: '有効期限が切れたクレジットカードはご利用いただけません。',
      requestId: 'req_e2e',
    },
  })
  await choose(methods.getByRole('radio', { name: /Visa •••• 4242/ }))
  await submit.click()
  await expect(page.getByRole('alert')).toContainText(
    '有効期限が切れたクレジットカードはご利用いただけません。',
  )
  await expect(page).toHaveURL(`${detailPath(STANDARD)}/payment-method`)
})

test('cancel-request undo: done, then the detail is active again', async ({ page }) => {
  await signInDirectly(page.request, FIXTURE_EMAILS.standard)
  await openDetail(page, CANCEL_REQUEST, 'アニメ見放題 年間プラン')
  await page.getByRole('link', { name: 'プランを継続する' }).click()
  await expect(page).toHaveURL(`${detailPath(CANCEL_REQUEST)}/withdraw`)
  await expect(page.getByRole('heading', { level: 1, name: '解約の取り消し' })).toBeVisible()
  await expect(
    page.getByText(/^取り消し期限：\d{4}\/\d{2}\/\d{2} 23:59\(日本時間\)$/),
  ).toBeVisible()
  await page.getByRole('button', { name: '解約を取り消す' }).click()

  await expect(page).toHaveURL(`${detailPath(CANCEL_REQUEST)}/withdraw/complete`)
  await expect(page.getByRole('heading', { level: 1, name: '解約を取り消しました' })).toBeVisible()
  await page.getByRole('link', { name: 'ご契約内容へ戻る' }).click()
  await expect(page).toHaveURL(detailPath(CANCEL_REQUEST))
  await expect(badge(page, '契約中')).toBeVisible()
  await expect(page.getByRole('link', { name: '解約する' })).toBeVisible()
})

test('a change without a registered method says so where one is added, focused', async ({
  page,
  mock,
}) => {
  await signInDirectly(page.request, FIXTURE_EMAILS.contractCases)
  const screenData = `/zapi/internal/mypage/subscription/${TRIAL_HOLD}/payment-method/screen-data`
  const data = (await (await page.request.get(screenData)).json()) as {
    subscription: Record<string, unknown>
  }
  // The member has removed every method, the one of the contract too.
  const subscription = { ...data.subscription, accountPaymentMethod: null }
  await mock.fault({
    method: 'GET',
    path: screenData,
    body: { ...data, subscription, paymentMethods: [] },
  })
  await page.goto(`${detailPath(TRIAL_HOLD)}/payment-method`)
  await expect(page.getByRole('heading', { level: 1, name: 'お支払い方法の変更' })).toBeVisible()
  const methods = page.getByRole('group', { name: 'お支払い方法' })
  await expect(methods).toContainText('登録されているお支払い方法はありません。')
  await pressSubmit(page.getByRole('button', { name: '変更する' }))
  await expect(methods).toBeFocused()
  await expect(methods).toHaveAccessibleDescription('支払い方法が選択されていません')
  await expect(page.getByRole('link', { name: 'お支払い方法を追加する' })).toBeVisible()
  await expect(page).toHaveURL(`${detailPath(TRIAL_HOLD)}/payment-method`)
})

test('the undo is impossible without a registered payment method', async ({ page }) => {
  await signInDirectly(page.request, FIXTURE_EMAILS.contractCases)
  await page.goto(`${detailPath(NO_METHOD_CANCEL)}/withdraw`)
  await expect(page.getByRole('heading', { level: 1, name: '解約の取り消し' })).toBeVisible()
  await expect(page.getByRole('alert')).toContainText(
    'お支払い方法が登録されていないため、解約を取り消すことができません。',
  )
  await expect(page.getByRole('button', { name: '解約を取り消す' })).toBeDisabled()
  await expect(page.getByRole('link', { name: 'お支払い方法を登録する' })).toHaveAttribute(
    'href',
    `/mypage/payment-method?returnTo=${encodeURIComponent(`${detailPath(NO_METHOD_CANCEL)}/withdraw`)}`,
  )
})

test('the undo is blocked while the contract is renewing', async ({ page }) => {
  await signInDirectly(page.request, FIXTURE_EMAILS.contractCases)
  await openDetail(page, RENEWING_CANCEL, '韓流ドラマ 3ヶ月パック')
  await expect(badge(page, '解約予定')).toBeVisible()
  await expect(badge(page, '契約更新中')).toBeVisible()
  const renewingUndo = '契約更新中のため、解約取り消しをすることができません。'
  await expect(page.getByText(renewingUndo, { exact: true })).toBeVisible()
  await expect(page.getByRole('link', { name: 'プランを継続する' })).toHaveCount(0)
  await page.goto(`${detailPath(RENEWING_CANCEL)}/withdraw`)
  await expect(page.getByText(renewingUndo, { exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: '解約を取り消す' })).toBeDisabled()
})

test('the undo is impossible past the end of the day before the next billing date', async ({
  page,
}) => {
  await signInDirectly(page.request, FIXTURE_EMAILS.contractCases)
  // Not yet renewing (the next settlement is at 18:00), but the deadline was the day before.
  const later = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000)
  const day = later.toISOString().slice(0, 10)
  await setMockClock(page.request, `${day}T12:00:00+09:00`)
  await setSubscription(page.request, {
    subscriptionId: NO_METHOD_CANCEL,
    paymentMethodId: 'apm_4001',
    nextSettlementDay: `${day}T18:00:00+09:00`,
  })
  await page.goto(`${detailPath(NO_METHOD_CANCEL)}/withdraw`)
  await expect(page.getByRole('alert')).toContainText('解約の取り消し期限を過ぎています。')
  await expect(page.getByRole('button', { name: '解約を取り消す' })).toBeDisabled()
})
