import type { Page } from '@playwright/test'
import { FIXTURE_EMAILS, signInDirectly } from '../support/auth-flows'
import { openBeforeScripts } from '../support/deferred-forms'
import { expect, test } from '../support/test'
import { card } from './helpers'

test('a guest sees every plan card: price, renewal, plain description, indicator and the button by precedence', async ({
  page,
}) => {
  await page.goto('/plans')
  await expect(page.getByRole('heading', { level: 1, name: 'プラン一覧' })).toBeVisible()

  const standard = card(page, 'スタンダードプラン')
  await expect(standard).toContainText('¥990(税込)/月')
  await expect(standard).toContainText('更新：1ヶ月ごと')
  await expect(standard).toContainText('映画・ドラマ・アニメ10,000作品以上が見放題。')
  await expect(standard).not.toContainText('<br>')
  await expect(standard.getByRole('link', { name: 'プランを契約する' })).toHaveAttribute(
    'href',
    '/plans/plan_standard_monthly',
  )
  await expect(standard.getByRole('link', { name: 'スタンダードプラン' })).toHaveAttribute(
    'href',
    '/plans/plan_standard_monthly',
  )

  const premium = card(page, 'プレミアムプラン')
  await expect(premium).toContainText('14日間無料')
  await expect(premium.getByRole('link', { name: '14日間無料で試す' })).toBeVisible()

  const yearly = card(page, 'アニメ見放題 年間プラン')
  await expect(yearly).toContainText('¥5,500(税込)/年')
  await expect(yearly).toContainText('更新：年間')
  await expect(yearly).toContainText('残りわずか') // 96 of 100
  await expect(card(page, '韓流ドラマ 3ヶ月パック')).toContainText('¥2,490(税込)/3ヶ月')
  await expect(card(page, 'スポーツライブ 1週間パス')).toContainText('在庫あり')
  await expect(card(page, 'キッズ 2週間プラン')).toContainText('¥330(税込)/2週')
  await expect(card(page, '1日見放題パス')).toContainText('¥220(税込)/日')
  await expect(card(page, 'スタンダードプラン')).not.toContainText('在庫あり') // no limit

  const disabled = async (name: string, label: string) =>
    expect(card(page, name).getByRole('button', { name: label })).toBeDisabled()
  await disabled('音楽ライブ配信プラン', '販売開始前')
  await disabled('夏休み特別プラン', '販売終了')
  await disabled('劇場版 先行配信（購入）', '売り切れ')
  await expect(card(page, '劇場版 先行配信（購入）')).toContainText('売り切れ')
  // Combined states: the higher rung wins.
  await disabled('【表示確認】販売終了・売り切れ・無料体験', '販売終了')
  await disabled('【表示確認】販売開始前・売り切れ・無料体験', '販売開始前')
  await disabled('【表示確認】売り切れ・無料体験', '売り切れ')
  await disabled('【表示確認】上限到達・売り切れ・無料体験', '売り切れ') // a guest has no limit
  await expect(card(page, '劇場版 星降る街の物語 レンタル（48時間）')).toContainText('¥440(税込)')
})

test('a member sees the plans they hold and the contract limit above every other state', async ({
  page,
}) => {
  await signInDirectly(page.request, FIXTURE_EMAILS.standard)
  await page.goto('/plans')
  const standard = card(page, 'スタンダードプラン')
  await expect(standard).toContainText('ご契約中')
  await expect(standard).toContainText('このプランはご契約済みです。')
  const limit = '契約数の上限に達しているため購入できません'
  await expect(card(page, 'ファミリープラン').getByRole('button', { name: limit })).toBeDisabled()
  await expect(
    card(page, '【表示確認】上限到達・売り切れ・無料体験').getByRole('button', { name: limit }),
  ).toBeDisabled()
  await expect(card(page, 'キッズ 2週間プラン')).not.toContainText('ご契約中')
  await expect(
    card(page, 'キッズ 2週間プラン').getByRole('link', { name: 'プランを契約する' }),
  ).toBeVisible()
})

test.describe('in the native app', () => {
  test.use({ userAgent: 'Mozilla/5.0 PVS/3/1' })
  test('the plan list is hidden', async ({ page }) => {
    await page.goto('/plans')
    await expect(page).not.toHaveURL(/\/plans/)
    await expect(page.getByRole('heading', { level: 1, name: 'プラン一覧' })).toHaveCount(0)
  })
})

test.describe('the header', () => {
  const accountMenu = (page: Page) =>
    page.getByRole('banner').getByRole('button', { name: 'アカウントメニュー' })

  test("shows a member's account menu, with My Page and logout", async ({ page }) => {
    await signInDirectly(page.request, FIXTURE_EMAILS.standard)
    await page.goto('/plans')
    await expect(accountMenu(page)).toBeVisible()
    await accountMenu(page).click()
    const header = page.getByRole('banner')
    await expect(header.getByRole('link', { name: 'マイページ' })).toHaveAttribute(
      'href',
      '/mypage',
    )
    await expect(header.getByRole('link', { name: 'ログアウト' })).toHaveAttribute(
      'href',
      '/logout',
    )
  })

  test('opens the account menu pressed before the page has hydrated', async ({ page }) => {
    await signInDirectly(page.request, FIXTURE_EMAILS.standard)
    const { release } = await openBeforeScripts(page, '/plans')
    await accountMenu(page).click()
    await release()
    await expect(page.getByRole('banner').getByRole('link', { name: 'マイページ' })).toBeVisible()
  })

  test('shows a guest no account menu', async ({ page }) => {
    await page.goto('/plans')
    await expect(page.getByRole('heading', { level: 1, name: 'プラン一覧' })).toBeVisible()
    await expect(page.getByRole('banner')).toBeVisible()
    await expect(accountMenu(page)).toHaveCount(0)
  })
})
