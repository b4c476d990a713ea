import * as client from 'openid-client'
import { FIXTURE_EMAILS, FIXTURE_PASSWORDS, signInDirectly } from '../support/auth-flows'
import { expect, hydrated, test } from '../support/test'
import { consent, signInOnProvider, startAuthorization } from './relying-party'

test('code flow with PKCE: sign-in, consent with an optional scope declined, tokens without it', async ({
  page,
  baseURL,
}) => {
  const rp = await startAuthorization(page, baseURL!)
  await rp.open()
  await expect(page.getByRole('region', { name: '連携先のサービス' })).toContainText('シネマクイズ')
  await expect(page.getByRole('link', { name: 'シネマクイズの利用規約' })).toHaveAttribute(
    'href',
    'https://quiz.example.jp/terms',
  )
  await signInOnProvider(page, FIXTURE_EMAILS.standard, FIXTURE_PASSWORDS.standard)

  await expect(page).toHaveURL('/oidc/consent')
  await expect(page.getByRole('checkbox', { name: 'ログイン情報（必須）' })).toBeDisabled()
  await expect(page.getByRole('checkbox', { name: 'プロフィール（必須）' })).toBeChecked()
  await expect(page.getByRole('checkbox', { name: 'メールアドレス' })).toBeChecked()
  await consent(page, { decline: ['メールアドレス'] })

  const callback = await rp.callback()
  expect(callback.searchParams.get('code')).toBeTruthy()
  const tokens = await rp.tokens(callback)
  expect(tokens.scope?.split(' ').sort()).toEqual(['openid', 'profile'])
  const claims = tokens.claims()!
  expect(claims.name).toBe('山田 花子')
  expect(claims.email).toBeUndefined()
  const userinfo = await client.fetchUserInfo(rp.config, tokens.access_token, claims.sub)
  expect(userinfo.family_name).toBe('山田')
  expect(userinfo.email).toBeUndefined()
})

test('a second authorization skips consent; a new scope asks again', async ({
  page,
  context,
  baseURL,
}) => {
  const first = await startAuthorization(page, baseURL!, { scope: 'openid profile' })
  await first.open()
  await signInOnProvider(page, FIXTURE_EMAILS.standard, FIXTURE_PASSWORDS.standard)
  await consent(page)
  await first.callback()

  // The client's next visit (a new tab: the browser keeps its site and provider sessions).
  const later = await context.newPage()
  const second = await startAuthorization(later, baseURL!, { scope: 'openid profile' })
  await second.open()
  const tokens = await second.tokens(await second.callback())
  expect(tokens.claims()!.nickname).toBeDefined()

  const wider = await startAuthorization(page, baseURL!, { scope: 'openid profile email' })
  await wider.open()
  await consent(page)
  const claims = (await wider.tokens(await wider.callback())).claims()!
  expect(claims.email).toBe(FIXTURE_EMAILS.standard)
})

test('a member already signed in on the site chooses to continue with that account', async ({
  page,
  baseURL,
}) => {
  await signInDirectly(page.request, FIXTURE_EMAILS.standard)
  const rp = await startAuthorization(page, baseURL!)
  await rp.open()
  await expect(page).toHaveURL('/oidc/select-account')
  await expect(page.getByText('ログイン中のアカウント')).toBeVisible()
  await hydrated(page)
  await page.getByRole('button', { name: 'このアカウントで続ける' }).click()
  await consent(page)
  const claims = (await rp.tokens(await rp.callback())).claims()!
  expect(claims.email).toBe(FIXTURE_EMAILS.standard)
})

test('switching account signs the site out and continues as the other member', async ({
  page,
  baseURL,
}) => {
  await signInDirectly(page.request, FIXTURE_EMAILS.standard)
  const rp = await startAuthorization(page, baseURL!)
  await rp.open()
  await expect(page).toHaveURL('/oidc/select-account')
  await hydrated(page)
  await page.getByRole('link', { name: '別のアカウントでログイン' }).click()
  await signInOnProvider(page, FIXTURE_EMAILS.noContract, FIXTURE_PASSWORDS.noContract)
  await consent(page)
  const claims = (await rp.tokens(await rp.callback())).claims()!
  expect(claims.email).toBe(FIXTURE_EMAILS.noContract)
})

test('cancelling the consent returns access_denied to the client', async ({ page, baseURL }) => {
  const rp = await startAuthorization(page, baseURL!)
  await rp.open()
  await signInOnProvider(page, FIXTURE_EMAILS.standard, FIXTURE_PASSWORDS.standard)
  await expect(page).toHaveURL('/oidc/consent')
  await hydrated(page)
  await page.getByRole('link', { name: 'キャンセル' }).click()
  const callback = await rp.callback()
  expect(callback.searchParams.get('error')).toBe('access_denied')
  expect(callback.searchParams.get('code')).toBeNull()
})
