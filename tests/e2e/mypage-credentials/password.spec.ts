import {
  expectResendCountdownRuns,
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

const NEW_PASSWORD = 'Momiji2027#'

test("the password form: the live checklist of the store's rules and the rules checked before sending", async ({
  page,
}) => {
  await signInDirectly(page.request, FIXTURE_EMAILS.standard)
  await openFromTop(page, '/mypage/password/edit', 'パスワードの変更')
  const current = field(page, '現在のパスワード')
  const next = field(page, '新しいパスワード')
  const confirm = field(page, '新しいパスワード（確認）')
  const checklist = page.getByRole('list', { name: 'パスワードの条件' })
  const rule = (name: string) => checklist.getByRole('listitem').filter({ hasText: name })

  // The store's setting is UPPER_CASE: length, lowercase, digit, uppercase; ticked as typed.
  await expect(checklist.getByRole('listitem')).toHaveCount(4)
  await next.fill('momiji')
  await expect(rule('小文字を含む')).toHaveAttribute('data-met', 'true')
  await expect(rule('8文字以上30文字以下')).toHaveAttribute('data-met', 'false')
  await next.fill('momiji2027')
  await expect(rule('数字を含む')).toHaveAttribute('data-met', 'true')
  await expect(rule('大文字を含む')).toHaveAttribute('data-met', 'false')
  await next.fill(NEW_PASSWORD)
  await expect(checklist.locator('[data-met="false"]')).toHaveCount(0)

  const submit = page.getByRole('button', { name: 'パスワードを変更する' })
  await confirm.fill('Momiji2027')
  await submit.click()
  await expectFieldError(page, current, '現在のパスワードを入力してください。')
  await expect(page.getByText('パスワードが一致しません', { exact: true })).toBeVisible()
  await next.fill('Momiji２０２７')
  await submit.click()
  await expectFieldError(page, next, 'パスワードに使用できない文字が含まれています。')
})

test('changes the password: wrong current and reused refused on their fields, the new one signs in', async ({
  page,
}) => {
  await signInDirectly(page.request, FIXTURE_EMAILS.standard)
  await page.goto('/mypage/password/edit')
  const current = field(page, '現在のパスワード')
  const next = field(page, '新しいパスワード')
  const confirm = field(page, '新しいパスワード（確認）')
  const submit = page.getByRole('button', { name: 'パスワードを変更する' })

  // 401 OLD_PASSWORD_INCORRECT: on the current password's field, no notice.
  await current.fill('Nope2026!')
  await next.fill(NEW_PASSWORD)
  await confirm.fill(NEW_PASSWORD)
  await submit.click()
  await expectFieldError(page, current, '現在のパスワードが正しくありません。')
  await expect(page.getByRole('dialog')).toHaveCount(0)

  // INVALID_PASSWORD_REUSED: the server's message on the new password.
  await current.fill(FIXTURE_PASSWORDS.standard)
  await next.fill('Sakura2025!')
  await confirm.fill('Sakura2025!')
  await submit.click()
  await expectFieldError(page, next, '過去に使用したパスワードは設定できません。')

  await next.fill(NEW_PASSWORD)
  await confirm.fill(NEW_PASSWORD)
  await submit.click()
  await expect(page).toHaveURL('/mypage/password/edit/complete')
  await expect(
    page.getByRole('heading', { level: 1, name: 'パスワードを変更しました' }),
  ).toBeVisible()
  await backToMyPage(page)

  await page.context().clearCookies()
  await page.goto('/login?returnTo=%2Fmypage')
  await submitPasswordLogin(page, FIXTURE_EMAILS.standard, FIXTURE_PASSWORDS.standard)
  await expect(page.getByRole('alert')).toContainText('正しくありません')
  await submitPasswordLogin(page, FIXTURE_EMAILS.standard, NEW_PASSWORD)
  await expect(page).toHaveURL('/mypage')
})

test('a server failure of the password change is a banner with its message, or エラーが発生しました', async ({
  page,
  mock,
}) => {
  await signInDirectly(page.request, FIXTURE_EMAILS.standard)
  await page.goto('/mypage/password/edit')
  await field(page, '現在のパスワード').fill(FIXTURE_PASSWORDS.standard)
  await field(page, '新しいパスワード').fill(NEW_PASSWORD)
  await field(page, '新しいパスワード（確認）').fill(NEW_PASSWORD)
  await mock.fault({ method: 'POST', path: '/zapi/account/password/edit', status: 500 })
  await page.getByRole('button', { name: 'パスワードを変更する' }).click()
  await expect(page.getByRole('alert')).toContainText('エラーが発生しました')
  await expect(page.getByRole('alert')).toContainText('INTERNAL_ERROR')
  await expect(page).toHaveURL('/mypage/password/edit')
})

test('an expired re-authentication is the detour, not the current password: back on the form afterwards', async ({
  page,
}) => {
  await setMockClock(page.request, CLOCK)
  await signInDirectly(page.request, FIXTURE_EMAILS.standard)
  await page.goto('/mypage/password/edit')
  await field(page, '現在のパスワード').fill(FIXTURE_PASSWORDS.standard)
  await field(page, '新しいパスワード').fill(NEW_PASSWORD)
  await field(page, '新しいパスワード（確認）').fill(NEW_PASSWORD)
  await setMockClock(page.request, CLOCK_AFTER_WINDOW)
  await page.getByRole('button', { name: 'パスワードを変更する' }).click()
  await expect(field(page, '現在のパスワード')).not.toHaveAttribute('aria-invalid', 'true')
  await reauthenticateThroughNotice(
    page,
    FIXTURE_PASSWORDS.standard,
    '/mypage/password/edit',
    'パスワードの変更',
  )
  // Secrets are never kept: the passwords are typed again.
  await expect(field(page, '現在のパスワード')).toHaveValue('')
})

test('a member without a password sets a first one by e-mailed PIN, then signs in with it', async ({
  page,
  mock,
}) => {
  await signInDirectly(page.request, FIXTURE_EMAILS.externalOnly)
  await openFromTop(page, '/mypage/enable-password', 'パスワードの設定')
  await page.getByRole('button', { name: '確認コードを送信' }).click()
  const pin = field(page, '確認コード')
  await expect(pin).toBeVisible()
  const { code } = await lastMessage(mock, 'passwordSetting')
  if (!code) throw new Error('no PIN sent')
  const password = 'Ajisai2026!'
  const submit = page.getByRole('button', { name: 'パスワードを設定する' })

  await field(page, 'パスワード').fill('ajisai')
  await submit.click()
  await expectFieldError(page, pin, '確認コードを入力してください。')
  await expect(
    page.getByText('パスワードは8文字以上で設定してください。', { exact: true }),
  ).toBeVisible()

  await pin.fill(code === '000000' ? '111111' : '000000')
  await field(page, 'パスワード').fill(password)
  await field(page, 'パスワード（確認）').fill(password)
  await submit.click()
  await expectFieldError(page, pin, '認証に失敗しました。')
  await expect(submit).toBeDisabled()

  // Full-width digits, as an IME gives them, are the same code.
  await pin.fill(
    code.replace(/[0-9]/g, (digit) => String.fromCharCode(digit.charCodeAt(0) + 0xfee0)),
  )
  await expect(submit).toBeEnabled()
  await submit.click()
  await expect(page).toHaveURL('/mypage/enable-password/complete')
  await expect(
    page.getByRole('heading', { level: 1, name: 'パスワードを設定しました' }),
  ).toBeVisible()
  await backToMyPage(page)
  await expect(page.locator('main a[href="/mypage/password/edit"]')).toBeVisible()

  await page.context().clearCookies()
  await page.goto('/login?returnTo=%2Fmypage')
  await submitPasswordLogin(page, FIXTURE_EMAILS.externalOnly, password)
  await expect(page).toHaveURL('/mypage')
})

test('a reloaded first-password page counts down beside the form, which sets the password', async ({
  page,
  mock,
}) => {
  await page.clock.install()
  await signInDirectly(page.request, FIXTURE_EMAILS.externalOnly)
  await openFromTop(page, '/mypage/enable-password', 'パスワードの設定')
  await page.getByRole('button', { name: '確認コードを送信' }).click()
  await expect(field(page, '確認コード')).toBeVisible()
  await page.reload()

  const submit = page.getByRole('button', { name: 'パスワードを設定する' })
  await expectResendCountdownRuns(page)

  const { code } = await lastMessage(mock, 'passwordSetting')
  await field(page, '確認コード').fill(code!)
  await field(page, 'パスワード').fill(NEW_PASSWORD)
  await field(page, 'パスワード（確認）').fill(NEW_PASSWORD)
  await expect(submit).toBeEnabled()
  await submit.click()
  await expect(page).toHaveURL('/mypage/enable-password/complete')
})
