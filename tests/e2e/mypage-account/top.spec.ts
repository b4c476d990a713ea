import type { Page } from '@playwright/test'
import {
  FIXTURE_EMAILS,
  FIXTURE_PASSWORDS,
  signInDirectly,
  submitPasswordLogin,
} from '../support/auth-flows'
import { expect, mockControl, test } from '../support/test'

const APP_USER_AGENT = 'Mozilla/5.0 PVS/3/1'

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true })
const rowLink = (page: Page, name: RegExp | string) =>
  page.getByRole('main').getByRole('link', { name })
/** A settings row: its label, then its value (the accessible name may put a space between). */
const row = (page: Page, label: string, value: string) =>
  rowLink(page, new RegExp(`^${label}\\s*${value}$`))

async function openTop(page: Page, email: string) {
  await signInDirectly(page.request, email)
  const response = await page.goto('/mypage')
  await expect(page.getByRole('heading', { level: 1, name: 'マイページ' })).toBeVisible()
  return response
}

test('the standard member sees every part of the account top', async ({ page }) => {
  const response = await openTop(page, FIXTURE_EMAILS.standard)
  expect(response?.headers()['cache-control']).toBe('no-store')
  await expect(page).toHaveTitle(/^マイページ/)
  await expect(page.getByText('メールアドレスが認証されていません')).toHaveCount(0)

  // Security check-up: only the missing second factor.
  const checkup = region(page, 'セキュリティチェック')
  await expect(checkup.getByRole('listitem')).toHaveCount(1)
  await expect(
    checkup.getByRole('link', { name: '2段階認証を設定して、不正なログインを防ぎましょう' }),
  ).toHaveAttribute('href', '/mypage/multi-factor')

  const plans = region(page, 'ご契約中のプラン')
  await expect(plans.getByRole('listitem')).toHaveCount(5)
  await expect(plans.getByRole('link', { name: /スタンダードプラン/ })).toHaveAttribute(
    'href',
    '/mypage/subscription/sub_20260401_0001',
  )
  await expect(plans.getByRole('link', { name: /スポーツライブ/ })).toContainText('契約更新中')
  await expect(plans.getByRole('link', { name: /スタンダードプラン/ })).not.toContainText(
    '契約更新中',
  )
  await expect(plans.getByRole('link', { name: 'すべてのプランを見る' })).toHaveAttribute(
    'href',
    '/mypage/plans',
  )

  const account = region(page, 'アカウント情報')
  await expect(account.getByRole('link')).toHaveText([
    'メールアドレスhanako.yamada@example.jp',
    '登録情報',
    'プロフィール画像',
  ])
  await expect(account.getByRole('link', { name: /メールアドレス/ })).toHaveAttribute(
    'href',
    '/mypage/email/edit',
  )

  const signIn = region(page, 'ログインとセキュリティ')
  await expect(signIn.getByRole('link')).toHaveText([
    'パスワード変更する',
    '2段階認証無効',
    'パスキー',
    'ログイン履歴',
    'ログイン中のデバイス',
  ])
  await expect(signIn.getByRole('link', { name: /パスワード/ })).toHaveAttribute(
    'href',
    '/mypage/password/edit',
  )

  const external = region(page, '外部アカウント連携')
  await expect(external.getByRole('listitem')).toHaveCount(3)
  await expect(external.getByRole('listitem').first()).toContainText('LINE連携済み（山田 花子）')
  await expect(external.getByRole('button', { name: 'LINEとの連携を解除する' })).toBeVisible()
  await expect(external.getByRole('link', { name: 'Googleと連携する' })).toHaveAttribute(
    'href',
    '/auth/authorize?userIdentifierType=Google&socialActionType=enableExternalAuth',
  )

  await expect(region(page, 'プライバシーと連携').getByRole('link')).toHaveText([
    'メールマガジン',
    'プライバシー管理',
    'PINコード設定',
    '連携中のサービス',
    'データのダウンロード',
  ])
  await expect(rowLink(page, 'メールマガジン')).toHaveAttribute(
    'href',
    '/mypage/consent?type=newsletter',
  )
  await expect(rowLink(page, '退会する')).toHaveAttribute('href', '/withdraw')
})

test('the multi-factor member: second factor on, nothing to check', async ({ page }) => {
  await openTop(page, FIXTURE_EMAILS.multiFactor)
  await expect(row(page, '2段階認証', '有効')).toBeVisible()
  await expect(region(page, 'セキュリティチェック')).toHaveCount(0)
  await expect(region(page, 'ご契約中のプラン').getByRole('listitem')).toHaveCount(1)
})

test('the unverified member is warned and led to verification', async ({ page }) => {
  await openTop(page, FIXTURE_EMAILS.unverified)
  const warning = page.getByRole('alert').filter({ hasText: 'メールアドレスが認証されていません' })
  await expect(warning.getByRole('link', { name: 'メールアドレスを認証する' })).toHaveAttribute(
    'href',
    '/mypage/email/verify',
  )
  await expect(
    region(page, 'セキュリティチェック').getByRole('link', {
      name: 'メールアドレスを認証して、大切なお知らせを受け取れるようにしましょう',
    }),
  ).toHaveAttribute('href', '/mypage/email/verify')
  await expect(region(page, 'ご契約中のプラン')).toContainText('ご契約中のプランはありません。')
})

test('the external-only member sets a first password and may unlink either account', async ({
  page,
}) => {
  await openTop(page, FIXTURE_EMAILS.externalOnly)
  await expect(row(page, 'パスワード', '設定する')).toHaveAttribute(
    'href',
    '/mypage/enable-password',
  )
  await expect(
    region(page, 'セキュリティチェック').getByRole('link', { name: /パスワードを設定して/ }),
  ).toHaveAttribute('href', '/mypage/enable-password')
  // Three providers, two linked: more than one row without a password, so the section shows.
  const external = region(page, '外部アカウント連携')
  await expect(external.getByRole('button', { name: /との連携を解除する$/ })).toHaveCount(2)
})

test.describe('in the native app', () => {
  test.use({ userAgent: APP_USER_AGENT })

  test('plans, profile image, external accounts, linked apps, the data download, withdrawal and menu are hidden', async ({
    page,
  }) => {
    await openTop(page, FIXTURE_EMAILS.standard)
    await expect(region(page, 'ご契約中のプラン')).toHaveCount(0)
    await expect(rowLink(page, 'プロフィール画像')).toHaveCount(0)
    await expect(region(page, '外部アカウント連携')).toHaveCount(0)
    await expect(region(page, 'プライバシーと連携').getByRole('link')).toHaveText([
      'メールマガジン',
      'プライバシー管理',
      'PINコード設定',
    ])
    await expect(rowLink(page, '退会する')).toHaveCount(0)
    await expect(page.getByRole('navigation', { name: 'マイページメニュー' })).toHaveCount(0)
  })
})

test.describe('store features off', () => {
  const cases: [string, string, RegExp | string][] = [
    ['newsletter-off', 'プライバシーと連携', 'メールマガジン'],
    ['privacy-off', 'プライバシーと連携', 'プライバシー管理'],
    ['pin-code-off', 'プライバシーと連携', 'PINコード設定'],
    ['connections-off', 'プライバシーと連携', '連携中のサービス'],
    ['data-export-off', 'プライバシーと連携', 'データのダウンロード'],
    ['profile-image-off', 'アカウント情報', 'プロフィール画像'],
    ['mfa-off', 'ログインとセキュリティ', /^2段階認証/],
  ]
  for (const [scenario, section, row] of cases) {
    test(`${scenario} leaves out ${row}`, async ({ page, mock }) => {
      await mock.reset(scenario)
      await openTop(page, FIXTURE_EMAILS.standard)
      await expect(region(page, section)).toBeVisible()
      await expect(region(page, section).getByRole('link', { name: row })).toHaveCount(0)
    })
  }

  test('with one external provider the section shows only for a member with a password', async ({
    page,
    mock,
  }) => {
    await mock.reset('external-line-only')
    await openTop(page, FIXTURE_EMAILS.standard)
    await expect(region(page, '外部アカウント連携').getByRole('listitem')).toHaveCount(1)
    await openTop(page, FIXTURE_EMAILS.externalOnly)
    await expect(region(page, '外部アカウント連携')).toHaveCount(0)
  })

  test('with login IDs on, the login ID and login method rows show', async ({ page, mock }) => {
    await mock.reset('login-id-on')
    await openTop(page, FIXTURE_EMAILS.standard)
    await expect(region(page, 'ログインとセキュリティ').getByRole('link')).toHaveText([
      'ログインIDhanako2026',
      'パスワード変更する',
      'ログイン方法メールアドレスまたはログインID',
      '2段階認証無効',
      'パスキー',
      'ログイン履歴',
      'ログイン中のデバイス',
    ])
  })
})

test('a signed-out visitor signs in first and comes back', async ({ page }) => {
  await page.goto('/mypage/plans')
  await expect(page).toHaveURL('/login?returnTo=%2Fmypage%2Fplans')
  await submitPasswordLogin(page, FIXTURE_EMAILS.standard, FIXTURE_PASSWORDS.standard)
  await expect(page).toHaveURL('/mypage/plans')
  await expect(page.getByRole('heading', { level: 1, name: 'プラン' })).toBeVisible()
})

test('a sensitive step through re-authentication comes back to My Page', async ({ page }) => {
  await signInDirectly(page.request, FIXTURE_EMAILS.standard)
  await page.goto('/mypage/reauthorize?returnTo=%2Fmypage')
  await page
    .getByLabel('パスワード 必須', { exact: true })
    .and(page.locator('input[type="password"]'))
    .fill(FIXTURE_PASSWORDS.standard)
  await page.getByRole('button', { name: '本人確認する' }).click()
  await expect(page).toHaveURL('/mypage')
  await expect(page.getByRole('heading', { level: 1, name: 'マイページ' })).toBeVisible()
})

test('coming back to My Page after signing out elsewhere ends at the sign-in', async ({
  page,
  context,
}) => {
  await openTop(page, FIXTURE_EMAILS.standard)
  await page.goto('/mypage/plans')
  // Another tab signed out. My Page is never cached (no-store), so Back asks the server again,
  // and a copy restored from the back/forward cache is reloaded by the account check.
  await context.clearCookies()
  await page.goBack()
  await expect(page).toHaveURL('/login?returnTo=%2Fmypage')
})

test('on a restricted profile the page says so and offers the switch', async ({ page }) => {
  await signInDirectly(page.request, FIXTURE_EMAILS.standard)
  expect(
    (await page.request.post(mockControl('/__mock/profile'), { data: { name: 'キッズ' } })).ok(),
  ).toBe(true)
  const response = await page.goto('/mypage')
  expect(response?.status()).toBe(403)
  await expect(
    page.getByRole('heading', { level: 1, name: 'アクセスが禁止されています' }),
  ).toBeVisible()
  await expect(
    page.getByText(
      '現在のプロフィール「キッズ」では、このページを表示できません。表示する権限のあるプロフィールに切り替えてください。',
    ),
  ).toBeVisible()
  await page.getByRole('link', { name: 'プロフィールを切り替える' }).click()
  await expect(page).toHaveURL('/mypage')
  await expect(page.getByRole('heading', { level: 1, name: 'マイページ' })).toBeVisible()
})
