import { describeUserAgent } from '../../../mocks/auth/device'
import {
  FIXTURE_EMAILS,
  FIXTURE_PASSWORDS,
  lastMessage,
  submitPasswordLogin,
} from '../support/auth-flows'
import { expect, test } from '../support/test'
import { field, setMockClock } from './helpers'

const NEW_PASSWORD = 'Momiji2027#'

test('a sign-in from a new browser and a password change each e-mail the member a notice that says when, where, and what to do', async ({
  page,
  mock,
  request,
}) => {
  await setMockClock(request, '2026-11-25T10:00:00+09:00')
  const { deviceInfo, browserInfo } = describeUserAgent(
    await page.evaluate(() => navigator.userAgent),
  )
  const circumstances = [
    '日時: 2026年11月25日 10:00',
    `デバイス: ${deviceInfo} / ${browserInfo}`,
    'IPアドレス: 203.0.113.24',
  ].join('\n')

  await page.goto('/login?returnTo=%2Fmypage')
  await submitPasswordLogin(page, FIXTURE_EMAILS.standard, FIXTURE_PASSWORDS.standard)
  await expect(page).toHaveURL('/mypage')
  const signIn = await lastMessage(mock, 'newDeviceSignIn', FIXTURE_EMAILS.standard)
  expect(signIn).toMatchObject({
    subject: '【シネマストリーム】新しいデバイスからのログインがありました',
    link: '/mypage/sessions',
  })
  expect(signIn.body).toContain(circumstances)

  await page.goto('/mypage/password/edit')
  await field(page, '現在のパスワード').fill(FIXTURE_PASSWORDS.standard)
  await field(page, '新しいパスワード').fill(NEW_PASSWORD)
  await field(page, '新しいパスワード（確認）').fill(NEW_PASSWORD)
  await page.getByRole('button', { name: 'パスワードを変更する' }).click()
  await expect(page).toHaveURL('/mypage/password/edit/complete')
  const changed = await lastMessage(mock, 'passwordChanged', FIXTURE_EMAILS.standard)
  expect(changed).toMatchObject({
    subject: '【シネマストリーム】パスワードが変更されました',
    link: '/password/forgot',
  })
  expect(changed.body).toContain('お使いのアカウントのパスワードが変更されました。')
  expect(changed.body).toContain(circumstances)
  expect(changed).not.toHaveProperty('code')
  for (const secret of [NEW_PASSWORD, FIXTURE_PASSWORDS.standard])
    expect(changed.body).not.toContain(secret)

  await page.goto('/logout')
  await page.getByRole('button', { name: 'ログアウト', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'ログアウトしました' })).toBeVisible()

  // The notice's way out works: it opens the reset form.
  await page.goto(changed.link!)
  await expect(page.getByRole('textbox', { name: 'メールアドレス' })).toBeVisible()

  // The same browser signing in again is a known device: no second sign-in notice.
  await page.goto('/login?returnTo=%2Fmypage')
  await submitPasswordLogin(page, FIXTURE_EMAILS.standard, NEW_PASSWORD)
  await expect(page).toHaveURL('/mypage')
  const signIns = (await mock.outbox()).filter((message) => message.purpose === 'newDeviceSignIn')
  expect(signIns).toHaveLength(1)
})
