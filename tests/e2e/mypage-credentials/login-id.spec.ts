import {
  FIXTURE_EMAILS,
  FIXTURE_PASSWORDS,
  signInDirectly,
  submitPasswordLogin,
} from '../support/auth-flows'
import { openBeforeScripts, choose, postedPaths } from '../support/deferred-forms'
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

test('changes the login ID: checked as the field is left, refused at save, then usable at the next sign-in', async ({
  page,
  mock,
}) => {
  await mock.reset('login-id-on')
  await signInDirectly(page.request, FIXTURE_EMAILS.standard)
  await openFromTop(page, '/mypage/login-id/edit', 'ログインIDの設定')
  await expect(page.getByText('hanako2026', { exact: true })).toBeVisible()
  const loginId = field(page, '新しいログインID')
  const save = page.getByRole('button', { name: '設定する' })
  const leave = async (value: string) => {
    await loginId.fill(value)
    await loginId.blur()
  }

  await leave('hana')
  await expectFieldError(page, loginId, 'ログインIDは6文字以上です。')
  await leave('hanako20262026xx')
  await expectFieldError(page, loginId, 'ログインIDは15文字以下です。')
  await leave('hanako_2026')
  await expectFieldError(page, loginId, '半角英数字で入力してください。')
  await leave('hanako2026')
  await expectFieldError(page, loginId, 'ログインIDを変更してください。')
  await leave('taro0815')
  await expectFieldError(page, loginId, 'このログインIDは既に使用されています。')
  await leave('hanako2027')
  await expect(loginId).not.toHaveAttribute('aria-invalid', 'true')

  // Taken between the check and the save: the catalogue's wording for the save.
  await mock.fault({
    method: 'POST',
    path: '/zapi/account/login-id/edit',
    status: 409,
    body: {
      code: 'ACCOUNT_ALREADY_EXISTS_LOGIN_METHOD',
      message: 'このログインIDは既に使用されています。別のログインIDを登録してください。',
      requestId: 'req_x',
    },
  })
  await save.click()
  await expectFieldError(page, loginId, '別のログインIDを登録してください。')
  // Any other failure: エラーが発生しました。
  await mock.fault({ method: 'POST', path: '/zapi/account/login-id/edit', status: 503 })
  await save.click()
  await expect(page.getByRole('alert')).toContainText('エラーが発生しました。')

  await save.click()
  await expect(page).toHaveURL('/mypage/login-id/edit/complete')
  await expect(
    page.getByRole('heading', { level: 1, name: 'ログインIDを設定しました' }),
  ).toBeVisible()
  await expect(
    page.getByText('ログインIDを hanako2027 に設定しました。', { exact: false }),
  ).toBeVisible()
  await backToMyPage(page)
  await expect(page.locator('main a[href="/mypage/login-id/edit"]')).toContainText('hanako2027')

  await page.context().clearCookies()
  await page.goto('/login?returnTo=%2Fmypage')
  await submitPasswordLogin(page, 'hanako2027', FIXTURE_PASSWORDS.standard)
  await expect(page).toHaveURL('/mypage')
})

test('without a password, the login ID page only says so and links to setting one', async ({
  page,
  mock,
}) => {
  await mock.reset('login-id-on')
  await signInDirectly(page.request, FIXTURE_EMAILS.externalOnly)
  await page.goto('/mypage/login-id/edit')
  await expect(
    page.getByText('ログインIDを設定するには、先にパスワードを設定してください。'),
  ).toBeVisible()
  await expect(page.getByRole('textbox')).toHaveCount(0)
  await page.getByRole('link', { name: 'パスワードを設定する' }).click()
  await expect(page).toHaveURL('/mypage/enable-password')
})

test('login method without a password: only the way to set one, as for the login ID', async ({
  page,
  mock,
}) => {
  await mock.reset('login-id-on')
  await signInDirectly(page.request, FIXTURE_EMAILS.externalOnly)
  await openFromTop(page, '/mypage/login-method', 'ログイン方法')
  await expect(
    page.getByText('ログイン方法を選ぶには、先にパスワードを設定してください。'),
  ).toBeVisible()
  await expect(page.getByRole('radio')).toHaveCount(0)
  await page.getByRole('link', { name: 'パスワードを設定する' }).click()
  await expect(page).toHaveURL('/mypage/enable-password')
})

test('My Page names no login method with a login ID to a member who has none', async ({
  page,
  mock,
}) => {
  await mock.reset('login-id-on')
  await signInDirectly(page.request, FIXTURE_EMAILS.unverified)
  await page.goto('/mypage')
  const row = page.locator('main a[href="/mypage/login-method"]')
  await expect(row).toContainText('ログイン方法')
  await expect(row).not.toContainText('ログインID')
  await expect(page.locator('main a[href="/mypage/login-id/edit"]')).toContainText('未設定')
})

test('login method: without a login ID the modal leads to setting one and back, then "login ID only" is what sign-in accepts', async ({
  page,
  mock,
}) => {
  await mock.reset('login-id-on')
  await signInDirectly(page.request, FIXTURE_EMAILS.unverified)
  await openFromTop(page, '/mypage/login-method', 'ログイン方法')
  await choose(page.getByRole('radio', { name: 'ログインIDのみ' }))
  await page.getByRole('button', { name: '変更する' }).click()
  const modal = page.getByRole('dialog', { name: 'ログインIDが設定されていません' })
  await expect(modal).toBeVisible()
  await modal.getByRole('button', { name: 'ログインIDを設定する' }).click()
  await expect(page).toHaveURL('/mypage/login-id/edit?returnTo=%2Fmypage%2Flogin-method')

  await field(page, '新しいログインID').fill('kenta0302')
  await page.getByRole('button', { name: '設定する' }).click()
  await expect(page).toHaveURL(/\/mypage\/login-id\/edit\/complete\?returnTo=/)
  await page.getByRole('link', { name: '元の画面へ戻る' }).click()
  await expect(page).toHaveURL('/mypage/login-method')

  await choose(page.getByRole('radio', { name: 'ログインIDのみ' }))
  await page.getByRole('button', { name: '変更する' }).click()
  await expect(page).toHaveURL('/mypage/login-method/complete')
  await expect(
    page.getByRole('heading', { level: 1, name: 'ログイン方法を変更しました' }),
  ).toBeVisible()
  await expect(
    page.getByText('次回から「ログインIDのみ」とパスワードでログインしてください。'),
  ).toBeVisible()
  await backToMyPage(page)

  await page.context().clearCookies()
  await page.goto('/login?returnTo=%2Fmypage')
  await submitPasswordLogin(page, FIXTURE_EMAILS.unverified, FIXTURE_PASSWORDS.unverified)
  await expect(page.getByRole('alert')).toBeVisible()
  await submitPasswordLogin(page, 'kenta0302', FIXTURE_PASSWORDS.unverified)
  await expect(page).toHaveURL('/mypage')
})

test('what the member does before the login method form’s code arrives is done once it has: chosen, then sent once', async ({
  page,
  mock,
}) => {
  await mock.reset('login-id-on')
  await signInDirectly(page.request, FIXTURE_EMAILS.standard)
  await page.goto('/mypage/login-method')
  const { release } = await openBeforeScripts(page, page.url())
  const sent = postedPaths(page)
  // The choice answers at once.
  await choose(page.getByRole('radio', { name: 'ログインIDのみ' }))
  // The button looks ready; a press before the code has run shows it busy and is not lost.
  const change = page.getByRole('button', { name: '変更する' })
  await expect(change).toBeEnabled()
  await change.click()
  await expect(change).toHaveAttribute('aria-busy', 'true')
  await release()
  await expect(page).toHaveURL('/mypage/login-method/complete')
  await expect(
    page.getByText('次回から「ログインIDのみ」とパスワードでログインしてください。'),
  ).toBeVisible()
  expect(sent).toEqual(['/zapi/account/login-method'])
})

test('an expired re-authentication brings the member back to the login method with the choice made', async ({
  page,
  mock,
}) => {
  await mock.reset('login-id-on')
  await setMockClock(page.request, CLOCK)
  await signInDirectly(page.request, FIXTURE_EMAILS.standard)
  await page.goto('/mypage/login-method')
  await expect(page.getByRole('radio', { name: 'メールアドレスまたはログインID' })).toBeChecked()
  const loginIdOnly = page.getByRole('radio', { name: 'ログインIDのみ' })
  await loginIdOnly.click()
  await expect(loginIdOnly).toBeChecked()
  await setMockClock(page.request, CLOCK_AFTER_WINDOW)
  await page.getByRole('button', { name: '変更する' }).click()
  await reauthenticateThroughNotice(
    page,
    FIXTURE_PASSWORDS.standard,
    '/mypage/login-method',
    'ログイン方法',
  )
  await expect(page.getByRole('radio', { name: 'ログインIDのみ' })).toBeChecked()
})
