import type { Page } from '@playwright/test'
import { FIXTURE_EMAILS, setMockClock, signInDirectly } from '../support/auth-flows'
import { consent, startAuthorization } from '../oidc/relying-party'
import { expect, test } from '../support/test'
import { onLocalhost } from '../support/site-server'
import { addVirtualAuthenticator } from './virtual-authenticator'

test.use({ baseURL: async ({ siteURL }, use) => use(onLocalhost(siteURL)) })

/** The multi-factor member adds a passkey on My Page, then signs out. */
async function passkeyThenSignOut(page: Page) {
  const authenticator = await addVirtualAuthenticator(page)
  await signInDirectly(page.request, FIXTURE_EMAILS.multiFactor)
  await page.goto('/mypage/passkeys')
  await page.getByRole('button', { name: 'パスキーを追加' }).click()
  await expect(page.getByText('パスキーを追加しました。')).toBeVisible()
  await page.goto('/logout')
  await page.getByRole('button', { name: 'ログアウト', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'ログアウトしました' })).toBeVisible()
  return authenticator
}

test('a passkey signs in without the second factor, and re-authenticates', async ({ page }) => {
  await passkeyThenSignOut(page)
  await page.goto('/login?returnTo=%2Fmypage%2Fpasskeys')
  // Chromium's virtual authenticator answers the identifier field's passkey autofill (conditional
  // mediation) by itself, where a member would pick the passkey from the field's list: the
  // multi-factor member lands where they were going, with no second-factor step.
  await expect(page).toHaveURL('/mypage/passkeys')
  await expect(page.getByText(/最終利用日時：\d/)).toBeVisible()

  // 31 minutes later the page asks who it is; the passkey answers.
  await setMockClock(page.request, new Date(Date.now() + 31 * 60_000).toISOString())
  await page.goto('/mypage/passkeys')
  await expect(page).toHaveURL(/\/mypage\/reauthorize\?returnTo=/)
  await page.getByRole('button', { name: 'パスキーで本人確認' }).click()
  await expect(page).toHaveURL('/mypage/passkeys')
  await expect(page.getByRole('heading', { level: 1, name: 'パスキー' })).toBeVisible()
})

test('a cancelled passkey sign-in says so and keeps what was typed', async ({ page }) => {
  const authenticator = await passkeyThenSignOut(page)
  // Refused from the start: the autofill and the button both meet a refusal.
  await authenticator.verifies(false)
  await page.goto('/login')
  const identifier = page.getByRole('textbox', { name: /メールアドレス/ })
  await expect(identifier).toHaveAttribute('autocomplete', 'username webauthn')
  await identifier.fill(FIXTURE_EMAILS.multiFactor)
  await page.getByRole('button', { name: 'パスキーでログイン' }).click()
  await expect(
    page.getByText(
      'パスキーの操作がキャンセルされたか、時間切れになりました。もう一度お試しください。',
    ),
  ).toBeVisible()
  await expect(page).toHaveURL('/login')
  await expect(identifier).toHaveValue(FIXTURE_EMAILS.multiFactor)
})

test('the OpenID provider signs in with a passkey too', async ({ page, baseURL }) => {
  await passkeyThenSignOut(page)
  const rp = await startAuthorization(page, baseURL!)
  await rp.open()
  // The identifier field's passkey autofill, answered by the virtual authenticator.
  await consent(page)
  expect((await rp.callback()).searchParams.get('code')).toBeTruthy()
})
