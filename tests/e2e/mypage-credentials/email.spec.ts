import {
  FIXTURE_EMAILS,
  FIXTURE_PASSWORDS,
  lastMessage,
  signInDirectly,
  submitPasswordLogin,
} from '../support/auth-flows'
import { expect, test } from '../support/test'
import {
  backToMyPage,
  CLOCK,
  CLOCK_AFTER_WINDOW,
  expectFieldError,
  field,
  openFromTop,
  reauthenticateThroughNotice,
  setMockClock,
} from './helpers'

const NEW_EMAIL = 'hanako.new@example.jp'

test('the new contact e-mail: every refusal on its field, a failed PIN send included', async ({
  page,
  mock,
}) => {
  await signInDirectly(page.request, FIXTURE_EMAILS.standard)
  await openFromTop(page, '/mypage/email/edit', 'メールアドレスの変更')
  await expect(page.getByText(FIXTURE_EMAILS.standard, { exact: true })).toBeVisible()
  const email = field(page, '新しいメールアドレス')
  const send = page.getByRole('button', { name: '確認コードを送信' })

  await send.click()
  await expectFieldError(page, email, 'メールアドレスを入力してください。')
  await email.fill('hanako')
  await send.click()
  await expectFieldError(page, email, 'メールアドレスの形式が正しくありません。')
  await email.fill(`${'a'.repeat(181)}@example.jp`)
  await send.click()
  await expectFieldError(page, email, 'メールアドレスは191文字以内で入力してください。')
  await email.fill(FIXTURE_EMAILS.standard.toUpperCase())
  await send.click()
  await expectFieldError(page, email, 'メールアドレスを変更してください。')
  await email.fill(FIXTURE_EMAILS.multiFactor)
  await send.click()
  await expectFieldError(
    page,
    email,
    'このメールアドレスは既に使用されています。別のメールアドレスを登録してください。',
  )
  // A PIN that cannot be sent is an error of the e-mail field (spec 02 §8).
  await email.fill(NEW_EMAIL)
  await mock.fault({
    method: 'POST',
    path: '/zapi/account/email/edit/send-pin-code',
    status: 422,
    body: {
      code: 'PIN_CODE_SEND_FAILED',
      message: '確認コードの送信に失敗しました。',
      requestId: 'req_x',
    },
  })
  await send.click()
  await expectFieldError(page, email, '確認コードの送信に失敗しました。')
})

test('changes the contact e-mail by PIN, then the next sign-in uses the new address', async ({
  page,
  mock,
}) => {
  await signInDirectly(page.request, FIXTURE_EMAILS.standard)
  await page.goto('/mypage/email/edit')
  await field(page, '新しいメールアドレス').fill(NEW_EMAIL)
  await page.getByRole('button', { name: '確認コードを送信' }).click()
  await expect(page).toHaveURL('/mypage/email/edit/pin-code')
  await expect(
    page.getByText(`${NEW_EMAIL} 宛に確認コードを送信しました。`, { exact: false }),
  ).toBeVisible()
  const pin = field(page, '確認コード')
  const change = page.getByRole('button', { name: '変更する' })
  const { code } = await lastMessage(mock, 'mailEdit', NEW_EMAIL)
  await pin.fill(code === '000000' ? '111111' : '000000')
  await change.click()
  await expectFieldError(page, pin, '認証に失敗しました。')
  await expect(change).toBeDisabled()
  await pin.fill(code!)
  await change.click()
  await expect(page).toHaveURL('/mypage/email/edit/complete')
  await expect(
    page.getByRole('heading', { level: 1, name: 'メールアドレスを変更しました' }),
  ).toBeVisible()
  await expect(page.getByText(NEW_EMAIL, { exact: false })).toBeVisible()
  await backToMyPage(page)
  await expect(page.locator('main a[href="/mypage/email/edit"]')).toContainText(NEW_EMAIL)

  await page.context().clearCookies()
  await page.goto('/login?returnTo=%2Fmypage')
  await submitPasswordLogin(page, NEW_EMAIL, FIXTURE_PASSWORDS.standard)
  await expect(page).toHaveURL('/mypage')
})

test('the PIN page: 30 s resend countdown on a fake clock, a 429 waits out its Retry-After, advice after 5 minutes', async ({
  page,
  mock,
}) => {
  await setMockClock(page.request, CLOCK)
  await signInDirectly(page.request, FIXTURE_EMAILS.standard)
  await page.clock.install()
  await page.goto('/mypage/email/edit')
  await field(page, '新しいメールアドレス').fill(NEW_EMAIL)
  await page.getByRole('button', { name: '確認コードを送信' }).click()
  await expect(page).toHaveURL('/mypage/email/edit/pin-code')
  await expect(page.getByText('コードの有効期限は60分です。')).toBeVisible()
  const waiting = page.getByRole('button', { name: /コードを再送信（\d+秒後に可能）/ })
  await expect(waiting).toHaveText(/コードを再送信（(30|2\d)秒後に可能）/)
  await expect(waiting).toBeDisabled()

  // A reload keeps the countdown where the server says it stands.
  await page.reload()
  await expect(waiting).toBeDisabled()
  // The clock moves on only once the reloaded page runs (hydrated), as a member's would.
  await page.waitForLoadState('networkidle')

  await page.clock.fastForward(31_000)
  const resend = page.getByRole('button', { name: 'コードを再送信', exact: true })
  await expect(resend).toBeEnabled()
  // The server's clock has not moved: it refuses with Retry-After, which the button counts down
  // (from 30; a loaded machine may show a second or two less).
  await resend.click()
  await expect(waiting).toHaveText(/コードを再送信（(30|2\d)秒後に可能）/)
  await expect(waiting).toBeDisabled()
  await expect(page.getByRole('alert')).toHaveCount(0)

  await setMockClock(page.request, '2026-11-25T10:01:00+09:00')
  await page.clock.fastForward(31_000)
  const before = (await mock.outbox()).filter((message) => message.purpose === 'mailEdit').length
  await resend.click()
  await expect(page.getByText('確認コードを送信しました。', { exact: true })).toBeVisible()
  await expect(waiting).toHaveText(/コードを再送信（(30|2\d)秒後に可能）/)
  await expect
    .poll(async () => (await mock.outbox()).filter((m) => m.purpose === 'mailEdit').length)
    .toBe(before + 1)

  const advice = page.getByText('メールが届かない場合は、迷惑メールフォルダをご確認のうえ', {
    exact: false,
  })
  await expect(advice).toHaveCount(0)
  await page.clock.fastForward(5 * 60_000)
  await expect(advice).toBeVisible()
})

test('an expired re-authentication brings the member back to the e-mail form with the address typed', async ({
  page,
}) => {
  await setMockClock(page.request, CLOCK)
  await signInDirectly(page.request, FIXTURE_EMAILS.standard)
  await page.goto('/mypage/email/edit')
  await field(page, '新しいメールアドレス').fill(NEW_EMAIL)
  await setMockClock(page.request, CLOCK_AFTER_WINDOW)
  await page.getByRole('button', { name: '確認コードを送信' }).click()
  await reauthenticateThroughNotice(
    page,
    FIXTURE_PASSWORDS.standard,
    '/mypage/email/edit',
    'メールアドレスの変更',
  )
  await expect(field(page, '新しいメールアドレス')).toHaveValue(NEW_EMAIL)
  await page.getByRole('button', { name: '確認コードを送信' }).click()
  await expect(page).toHaveURL('/mypage/email/edit/pin-code')
})

test('a member with an unverified e-mail verifies it by PIN from the warning on My Page', async ({
  page,
  mock,
}) => {
  await signInDirectly(page.request, FIXTURE_EMAILS.unverified)
  await page.goto('/mypage')
  await page.getByRole('link', { name: 'メールアドレスを認証する' }).click()
  await expect(page).toHaveURL('/mypage/email/verify')
  await expect(page.getByRole('heading', { level: 1, name: 'メールアドレスの認証' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'メールアドレスを変更する' })).toHaveAttribute(
    'href',
    '/mypage/email/edit',
  )
  await page.getByRole('button', { name: '確認コードを送信' }).click()
  const pin = field(page, '確認コード')
  await expect(pin).toBeVisible()
  const { code } = await lastMessage(mock, 'mailVerify', FIXTURE_EMAILS.unverified)
  await page.getByRole('button', { name: '認証する' }).click()
  await expectFieldError(page, pin, '確認コードを入力してください。')
  await pin.fill(code!)
  await page.getByRole('button', { name: '認証する' }).click()
  await expect(page).toHaveURL('/mypage/email/verify/complete')
  await expect(
    page.getByRole('heading', { level: 1, name: 'メールアドレスを認証しました' }),
  ).toBeVisible()
  await backToMyPage(page)
  await expect(page.getByText('メールアドレスが認証されていません')).toHaveCount(0)
})

test('the profile menu leads to the logout confirmation, with its text and the unverified-e-mail warning', async ({
  page,
}) => {
  await signInDirectly(page.request, FIXTURE_EMAILS.unverified)
  await page.goto('/mypage')
  await page.getByRole('button', { name: 'アカウントメニュー' }).click()
  await page.getByRole('banner').getByRole('link', { name: 'ログアウト' }).click()
  await expect(page).toHaveURL('/logout')
  await expect(page.getByRole('heading', { level: 1, name: 'ログアウトしますか？' })).toBeVisible()
  await expect(
    page.getByText('次回はメールアドレスとパスワードでログインしてください。'),
  ).toBeVisible()
  await expect(page.getByText('メールアドレスの確認が済んでいません')).toBeVisible()
  await expect(page.getByRole('link', { name: 'メールアドレスを確認する' })).toHaveAttribute(
    'href',
    '/mypage/email/verify',
  )
})
