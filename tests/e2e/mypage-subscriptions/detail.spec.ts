import { FIXTURE_EMAILS, signInDirectly } from '../support/auth-flows'
import { expect, test } from '../support/test'
import {
  CANCEL_REQUEST,
  HOLD,
  RENEWING,
  RE_CONTRACT,
  STANDARD,
  TRIAL,
  TRIAL_HOLD,
  TRIAL_TO_PAID,
  badge,
  detailPath,
  openDetail,
  section,
  setSubscription,
} from './helpers'

const DATE = String.raw`\d{4}/\d{2}/\d{2}\(日本時間\)`

test('each subscription status of the standard member', async ({ page }) => {
  await signInDirectly(page.request, FIXTURE_EMAILS.standard)

  // Active: the next settlement day, prices, the payment method, change and cancel.
  await openDetail(page, STANDARD, 'スタンダードプラン')
  await expect(page).toHaveTitle(/^ご契約内容/)
  await expect(badge(page, '契約中')).toBeVisible()
  await expect(badge(page, '契約更新中')).toHaveCount(0)
  const contract = section(page, 'ご契約内容')
  await expect(contract).toContainText('通常料金¥990(税込)/月')
  await expect(contract).toContainText(new RegExp(`初回決済日${DATE}`))
  const billing = section(page, 'お支払い')
  await expect(billing).toContainText(new RegExp(`次回決済日：${DATE}`))
  await expect(billing).toContainText('ご請求金額¥990(税込)/月')
  await expect(billing).toContainText('お支払い方法Visa •••• 4242')
  await expect(billing.getByRole('link', { name: 'お支払い方法を変更する' })).toHaveAttribute(
    'href',
    `${detailPath(STANDARD)}/payment-method`,
  )
  await expect(page.getByRole('link', { name: '解約する' })).toHaveAttribute(
    'href',
    `${detailPath(STANDARD)}/withdraw`,
  )
  await expect(page.getByRole('button', { name: '再決済する' })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'プランを継続する' })).toHaveCount(0)

  // Trial with a campaign: original price and billing amount differ; the campaign and its period.
  await openDetail(page, TRIAL, 'プレミアムプラン')
  await expect(badge(page, '無料トライアル中')).toBeVisible()
  await expect(section(page, 'ご契約内容')).toContainText('通常料金¥1,990(税込)/月')
  await expect(section(page, 'ご契約内容')).toContainText('キャンペーン冬の新規入会キャンペーン')
  await expect(section(page, 'ご契約内容')).toContainText(
    /キャンペーン適用期間\d{4}\/\d{2}\/\d{2}〜\d{4}\/\d{2}\/\d{2}\(日本時間\)/,
  )
  await expect(section(page, 'お支払い')).toContainText('ご請求金額¥990(税込)/月')
  await expect(section(page, 'お支払い')).toContainText('Mastercard •••• 5100')

  // Cancellation requested: the end date and the way to continue; no billing, no cancel link.
  await openDetail(page, CANCEL_REQUEST, 'アニメ見放題 年間プラン')
  await expect(badge(page, '解約予定')).toBeVisible()
  await expect(
    page.getByText(/^終了日時：\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}\(日本時間\)$/),
  ).toBeVisible()
  await expect(page.getByRole('link', { name: 'プランを継続する' })).toHaveAttribute(
    'href',
    `${detailPath(CANCEL_REQUEST)}/withdraw`,
  )
  await expect(section(page, 'お支払い')).toHaveCount(0)
  await expect(page.getByText(/次回決済日/)).toHaveCount(0)
  await expect(page.getByRole('link', { name: '解約する' })).toHaveCount(0)
  await expect(section(page, 'ご契約内容')).toContainText('通常料金¥5,500(税込)/年')

  // Held: the holding message and the retry; changing the method and cancelling stay possible.
  await openDetail(page, HOLD, '韓流ドラマ 3ヶ月パック')
  await expect(badge(page, '更新保留中')).toBeVisible()
  // Its card has expired: the notice says so and leads to another payment method.
  const held = page.getByRole('note').filter({ hasText: '契約の更新を保留しています' })
  await expect(held).toContainText(
    'ご登録のクレジットカード（JCB •••• 0005）の有効期限が切れているため、お支払いができませんでした。',
  )
  await expect(held.getByRole('link', { name: 'お支払い方法を変更する' })).toHaveAttribute(
    'href',
    `${detailPath(HOLD)}/payment-method`,
  )
  await expect(held.getByRole('button', { name: '再決済する' })).toBeVisible()
  await expect(section(page, 'お支払い')).toContainText('JCB •••• 0005')
  await expect(
    section(page, 'お支払い').getByRole('link', { name: 'お支払い方法を変更する' }),
  ).toBeVisible()
  await expect(page.getByRole('link', { name: '解約する' })).toBeVisible()
})

test('a renewing contract says why payment change and cancellation are not offered', async ({
  page,
}) => {
  await signInDirectly(page.request, FIXTURE_EMAILS.standard)
  await openDetail(page, RENEWING, 'スポーツライブ 1週間パス')
  await expect(badge(page, '契約中')).toBeVisible()
  await expect(badge(page, '契約更新中')).toBeVisible()
  await expect(
    page.getByText('契約更新中のため、お支払い方法を変更することはできません', { exact: true }),
  ).toBeVisible()
  await expect(
    page.getByText('契約更新中のため、解約することができません。', { exact: true }),
  ).toBeVisible()
  await expect(page.getByRole('link', { name: 'お支払い方法を変更する' })).toHaveCount(0)
  await expect(page.getByRole('link', { name: '解約する' })).toHaveCount(0)

  // The sub-pages refuse too, with the same messages and their buttons disabled.
  await page.goto(`${detailPath(RENEWING)}/payment-method`)
  await expect(page.getByRole('heading', { level: 1, name: 'お支払い方法の変更' })).toBeVisible()
  await expect(
    page.getByText('契約更新中のため、お支払い方法を変更することはできません', { exact: true }),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: '変更する' })).toBeDisabled()
  await page.goto(`${detailPath(RENEWING)}/withdraw`)
  await expect(page.getByRole('heading', { level: 1, name: 'プランの解約' })).toBeVisible()
  await expect(
    page.getByText('契約更新中のため、解約することができません。', { exact: true }),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: '解約する' })).toBeDisabled()
})

test('the statuses the standard member lacks, from the contract-cases member', async ({ page }) => {
  await signInDirectly(page.request, FIXTURE_EMAILS.contractCases)
  await openDetail(page, TRIAL_HOLD, 'スタンダードプラン')
  await expect(badge(page, '更新保留中')).toBeVisible()
  await openDetail(page, TRIAL_TO_PAID, 'プレミアムプラン')
  await expect(badge(page, '契約中')).toBeVisible()
  await openDetail(page, RE_CONTRACT, 'スポーツライブ 1週間パス')
  await expect(badge(page, '契約中')).toBeVisible()
  await expect(section(page, 'お支払い')).toContainText('¥500(税込)/週')
})

test('the other statuses, set through the mock control', async ({ page }) => {
  await signInDirectly(page.request, FIXTURE_EMAILS.standard)
  const statuses: [string, string][] = [
    ['NEW_CONTRACT', '契約中'],
    ['HOLD_RELEASED', '契約中'],
    ['TRIAL_HOLD_RELEASED', '契約中'],
    ['HOLD_CANCEL_REQUEST', '解約予定'],
    ['TRIAL_CANCEL_REQUEST', '解約予定'],
  ]
  for (const [status, label] of statuses) {
    await setSubscription(page.request, { subscriptionId: STANDARD, status })
    await openDetail(page, STANDARD, 'スタンダードプラン')
    await expect(badge(page, label), status).toBeVisible()
  }
})

test('an end date more than 10 years away is not shown', async ({ page }) => {
  await signInDirectly(page.request, FIXTURE_EMAILS.standard)
  await setSubscription(page.request, {
    subscriptionId: CANCEL_REQUEST,
    nextSettlementInDays: 365 * 10 + 5,
  })
  await openDetail(page, CANCEL_REQUEST, 'アニメ見放題 年間プラン')
  await expect(badge(page, '解約予定')).toBeVisible()
  await expect(page.getByText(/終了日時/)).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'プランを継続する' })).toBeVisible()

  await setSubscription(page.request, { subscriptionId: CANCEL_REQUEST, nextSettlementInDays: 30 })
  await page.reload()
  await expect(page.getByText(/^終了日時：/)).toBeVisible()
})

test('an ended contract says so and offers nothing', async ({ page }) => {
  await signInDirectly(page.request, FIXTURE_EMAILS.standard)
  await openDetail(page, 'sub_20250601_0006', 'ファミリープラン')
  await expect(page.getByText('このご契約は終了しました。')).toBeVisible()
  await expect(section(page, 'お支払い')).toHaveCount(0)
  await expect(page.getByRole('link', { name: '解約する' })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'プランを継続する' })).toHaveCount(0)
})

test('a contract of someone else is the not-found page', async ({ page }) => {
  await signInDirectly(page.request, FIXTURE_EMAILS.contractCases)
  const response = await page.goto(detailPath(STANDARD))
  expect(response?.status()).toBe(404)
})
