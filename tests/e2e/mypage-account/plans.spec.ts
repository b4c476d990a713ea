import { FIXTURE_EMAILS, signInDirectly } from '../support/auth-flows'
import { expect, test } from '../support/test'

test('lists the contracts first, then the plans open for sign-up', async ({ page }) => {
  await signInDirectly(page.request, FIXTURE_EMAILS.standard)
  const response = await page.goto('/mypage/plans')
  expect(response?.headers()['cache-control']).toBe('no-store')
  await expect(page).toHaveTitle(/^プラン/)
  await expect(page.getByRole('heading', { level: 1, name: 'プラン' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2 })).toHaveText([
    'ご契約中のプラン',
    '契約できるプラン',
  ])

  const contracts = page.getByRole('region', { name: 'ご契約中のプラン' })
  await expect(contracts.getByRole('link')).toHaveCount(5)
  const standard = contracts.getByRole('link', { name: /スタンダードプラン/ })
  await expect(standard).toHaveAttribute('href', '/mypage/subscription/sub_20260401_0001')
  await expect(standard).toContainText('契約中')
  await expect(standard).toContainText('¥990(税込)/月')
  await expect(standard).toContainText(/次回決済日：\d{4}\/\d{2}\/\d{2}/)
  await expect(contracts.getByRole('link', { name: /プレミアムプラン/ })).toContainText(
    '無料トライアル中',
  )
  const anime = contracts.getByRole('link', { name: /アニメ見放題/ })
  await expect(anime).toContainText('解約予定')
  // The end of a cancelled contract is a moment: date and time (spec 02 §9, YYYYMD_HHMM).
  await expect(anime).toContainText(/終了日時：\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}\(日本時間\)/)
  await expect(contracts.getByRole('link', { name: /韓流ドラマ/ })).toContainText('更新保留中')
  const sports = contracts.getByRole('link', { name: /スポーツライブ/ })
  await expect(sports).toContainText('契約中')
  await expect(sports).toContainText('契約更新中')

  const open = page.getByRole('region', { name: '契約できるプラン' })
  const kids = open.getByRole('link', { name: /キッズ 2週間プラン/ })
  await expect(kids).toHaveAttribute('href', '/plans/plan_kids_2weeks')
  await expect(kids).toContainText('¥330(税込)/2週')
  // The renewal wording of /plans, here too (spec 02 §9).
  await expect(kids).toContainText('更新：2週ごと')
  await expect(kids.locator('[data-indicator]')).toHaveCount(0)
  // Held, not yet on sale, sale ended, purchases and rentals, limit reached: not offered.
  for (const name of [/スタンダードプラン/, /音楽ライブ/, /夏休み/, /劇場版/, /ファミリー/]) {
    await expect(open.getByRole('link', { name })).toHaveCount(0)
  }
})

test('a member without contracts is told so', async ({ page }) => {
  await signInDirectly(page.request, FIXTURE_EMAILS.noContract)
  await page.goto('/mypage/plans')
  await expect(page.getByRole('region', { name: 'ご契約中のプラン' })).toContainText(
    'ご契約中のプランはありません。',
  )
  await expect(
    page.getByRole('region', { name: '契約できるプラン' }).getByRole('link').first(),
  ).toBeVisible()
})

test('a plan open for sign-up shows its sales indicator and renewal as /plans does', async ({
  page,
}) => {
  await signInDirectly(page.request, FIXTURE_EMAILS.noContract)
  await page.goto('/mypage/plans')
  const open = page.getByRole('region', { name: '契約できるプラン' })
  // 96 of 100 sold: few left (spec 02 §9); 530 of 2,000: enough.
  const anime = open.getByRole('link', { name: /アニメ見放題 年間プラン/ })
  await expect(anime.locator('[data-indicator]')).toHaveText('残りわずか')
  await expect(anime).toContainText('更新：年間')
  const sports = open.getByRole('link', { name: /スポーツライブ 1週間パス/ })
  await expect(sports.locator('[data-indicator]')).toHaveText('在庫あり')
  await expect(sports).toContainText('更新：1週ごと')
})

test.describe('in the native app', () => {
  test.use({ userAgent: 'Mozilla/5.0 PVS/3/1' })

  test('the plans are hidden: the page sends the member to My Page', async ({ page }) => {
    await signInDirectly(page.request, FIXTURE_EMAILS.standard)
    await page.goto('/mypage/plans')
    await expect(page).toHaveURL('/mypage')
    await expect(page.getByRole('heading', { name: '契約できるプラン' })).toHaveCount(0)
  })
})
