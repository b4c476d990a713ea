import type { Page } from '@playwright/test'
import {
  FIXTURE_EMAILS,
  FIXTURE_PASSWORDS,
  lastMessage,
  setMockClock,
  submitPasswordLogin,
} from '../support/auth-flows'
import { openBeforeScripts, pressSubmit, postedPaths } from '../support/deferred-forms'
import { expect, test } from '../support/test'

const NEW_PASSWORD = 'Kaede2027!'

async function requestResetLink(page: Page, email: string) {
  await page.goto('/password/forgot')
  await page.getByRole('textbox', { name: 'メールアドレス' }).fill(email)
  await page.getByRole('button', { name: '再設定用のリンクを送信' }).click()
  await expect(page).toHaveURL('/password/forgot/complete')
}

async function setNewPassword(page: Page, password: string, confirmation = password) {
  await page.getByLabel('新しいパスワード 必須', { exact: true }).fill(password)
  await page.getByLabel('新しいパスワード（確認）').fill(confirmation)
  await page.getByRole('button', { name: 'パスワードを設定する' }).click()
}

test('resets the password from the e-mailed link, then signs in with it', async ({
  page,
  mock,
}) => {
  await page.goto('/login')
  await page.getByRole('link', { name: 'パスワードをお忘れの方' }).click()
  await expect(page).toHaveURL('/password/forgot')
  await requestResetLink(page, FIXTURE_EMAILS.standard)
  await expect(
    page.getByText(`${FIXTURE_EMAILS.standard} が登録されている場合は`, { exact: false }),
  ).toBeVisible()
  await expect(page.getByText('メールは15分以内に届きます。', { exact: false })).toBeVisible()

  const { link } = await lastMessage(mock, 'passwordReset')
  await page.goto(link!)
  await expect(
    page.getByRole('heading', { level: 1, name: '新しいパスワードの設定' }),
  ).toBeVisible()
  await expect(page.locator('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer')
  await setNewPassword(page, NEW_PASSWORD)
  await expect(page).toHaveURL('/password/reset/complete')
  await expect(
    page.getByRole('heading', { level: 1, name: 'パスワードを再設定しました' }),
  ).toBeVisible()

  await page.getByRole('link', { name: 'ログイン画面へ' }).click()
  await submitPasswordLogin(page, FIXTURE_EMAILS.standard, NEW_PASSWORD)
  await expect(page).toHaveURL('/')
})

test('answers the same whatever the address (no account enumeration)', async ({ page, mock }) => {
  await requestResetLink(page, 'nobody@example.jp')
  await expect(
    page.getByText('nobody@example.jp が登録されている場合は', { exact: false }),
  ).toBeVisible()
  expect((await mock.outbox()).filter((message) => message.purpose === 'passwordReset')).toEqual([])
})

test('what the visitor does before the form’s code arrives is done once it has: typed, then sent once', async ({
  page,
  mock,
}) => {
  const { release } = await openBeforeScripts(page, '/password/forgot')
  const sent = postedPaths(page)
  await page.getByRole('textbox', { name: 'メールアドレス' }).fill(FIXTURE_EMAILS.standard)
  // The button looks ready; a press before the code has run shows it busy and is not lost.
  const send = page.getByRole('button', { name: '再設定用のリンクを送信' })
  await expect(send).toBeEnabled()
  await send.click()
  await expect(send).toHaveAttribute('aria-busy', 'true')
  await release()
  await expect(page).toHaveURL('/password/forgot/complete')
  await expect(
    page.getByText(`${FIXTURE_EMAILS.standard} が登録されている場合は`, { exact: false }),
  ).toBeVisible()
  expect(sent).toEqual(['/zapi/auth/password/forgot'])
  await lastMessage(mock, 'passwordReset', FIXTURE_EMAILS.standard)
})

test('needs an e-mail address in e-mail format', async ({ page }) => {
  await page.goto('/password/forgot')
  await pressSubmit(page.getByRole('button', { name: '再設定用のリンクを送信' }))
  await expect(page.getByText('メールアドレスを入力してください。', { exact: true })).toBeVisible()
  await page.getByRole('textbox', { name: 'メールアドレス' }).fill('hanako')
  await page.getByRole('button', { name: '再設定用のリンクを送信' }).click()
  await expect(page.getByText('メールアドレスの形式が正しくありません。')).toBeVisible()
})

test('waits out a rate limit (429 + Retry-After) on the request', async ({ page, mock }) => {
  await page.goto('/password/forgot')
  await mock.fault({
    method: 'POST',
    path: '/zapi/auth/password/forgot',
    status: 429,
    body: {
      code: 'RATE_LIMITED',
      message: 'しばらく時間をおいてから再度お試しください。',
      requestId: 'req_e2e',
      retryAfterSeconds: 45,
    },
  })
  await page.getByRole('textbox', { name: 'メールアドレス' }).fill(FIXTURE_EMAILS.standard)
  await page.getByRole('button', { name: '再設定用のリンクを送信' }).click()
  await expect(page.getByRole('alert')).toContainText(
    'しばらく時間をおいてから再度お試しください。',
  )
  await expect(
    page.getByText(/試行回数が上限に達しました。\d+秒後に再度お試しください。/),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: '再設定用のリンクを送信' })).toBeDisabled()
})

test('without a token, says the link is not valid and offers the restart, with no form', async ({
  page,
}) => {
  await page.goto('/password/reset')
  await expect(
    page.getByText('パスワード再設定用のリンクが正しくありません。', { exact: false }),
  ).toBeVisible()
  await page.getByRole('link', { name: 'パスワードの再設定をやり直す' }).click()
  await expect(page).toHaveURL('/password/forgot')
  await page.goBack()
  await expect(page.getByRole('link', { name: 'パスワードの再設定をやり直す' })).toBeVisible()
  await expect(page.getByLabel('新しいパスワード 必須', { exact: true })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'パスワードを設定する' })).toHaveCount(0)
})

test("applies the store's rules with a live checklist, and the confirmation must match", async ({
  page,
  mock,
}) => {
  await requestResetLink(page, FIXTURE_EMAILS.standard)
  await page.goto((await lastMessage(mock, 'passwordReset')).link!)
  const checklist = page.getByRole('list', { name: 'パスワードの条件' })
  await page.getByLabel('新しいパスワード 必須', { exact: true }).fill('kaede')
  await expect(checklist.getByRole('listitem').filter({ hasText: '小文字を含む' })).toHaveAttribute(
    'data-met',
    'true',
  )
  await expect(checklist.getByRole('listitem').filter({ hasText: '数字を含む' })).toHaveAttribute(
    'data-met',
    'false',
  )
  await setNewPassword(page, 'kaede2027', 'kaede2027')
  await expect(
    page.getByText(/パスワードには少なくとも1つの(大文字|記号)が必要です。/),
  ).toBeVisible()
  await setNewPassword(page, NEW_PASSWORD, 'Kaede2028!')
  await expect(page.getByText('パスワードが一致しません')).toBeVisible()
})

test('refuses the current password again (INVALID_PASSWORD_REUSED on the field)', async ({
  page,
  mock,
}) => {
  await requestResetLink(page, FIXTURE_EMAILS.standard)
  await page.goto((await lastMessage(mock, 'passwordReset')).link!)
  await setNewPassword(page, FIXTURE_PASSWORDS.standard)
  await expect(page.getByText('以前使用したパスワードは設定できません。')).toBeVisible()
  await expect(page.getByLabel('新しいパスワード 必須', { exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  )
})

test('a used link offers to start again', async ({ page, mock }) => {
  await requestResetLink(page, FIXTURE_EMAILS.standard)
  const { link } = await lastMessage(mock, 'passwordReset')
  await page.goto(link!)
  await setNewPassword(page, NEW_PASSWORD)
  await expect(page).toHaveURL('/password/reset/complete')
  await page.goto(link!)
  const dialog = page.getByRole('dialog', { name: '手続きを続行できません' })
  await expect(dialog).toContainText('パスワード再設定用のリンクの有効期限が切れています。')
  await expect(dialog.getByRole('link', { name: '最初からやり直す' })).toHaveAttribute(
    'href',
    '/password/forgot',
  )
})

test('an expired link offers to start again, also when it expires on the page', async ({
  page,
  mock,
  request,
}) => {
  const T0 = '2026-11-22T10:00:00+09:00'
  await setMockClock(request, T0)
  await requestResetLink(page, FIXTURE_EMAILS.standard)
  const { link } = await lastMessage(mock, 'passwordReset')
  await page.goto(link!)
  await setMockClock(request, '2026-11-22T10:31:00+09:00')
  await setNewPassword(page, NEW_PASSWORD)
  const dialog = page.getByRole('dialog', { name: '手続きを続行できません' })
  await expect(dialog).toContainText('パスワード再設定用のリンクの有効期限が切れています。')
  await page.reload()
  await expect(dialog).toBeVisible()
})

test('a flowError in the answer of the reset opens the notice instead of the completion', async ({
  page,
  mock,
}) => {
  await requestResetLink(page, FIXTURE_EMAILS.standard)
  await page.goto((await lastMessage(mock, 'passwordReset')).link!)
  await mock.fault({
    method: 'POST',
    path: '/zapi/auth/password/reset',
    body: {
      flowError: {
        redirectTo: '/password/forgot',
        message: 'パスワード再設定用のリンクの有効期限が切れています。',
      },
    },
  })
  await setNewPassword(page, NEW_PASSWORD)
  const dialog = page.getByRole('dialog', { name: '手続きを続行できません' })
  await expect(dialog).toContainText('パスワード再設定用のリンクの有効期限が切れています。')
  await expect(dialog.getByRole('link', { name: '最初からやり直す' })).toHaveAttribute(
    'href',
    '/password/forgot',
  )
  await expect(page).toHaveURL(/\/password\/reset\?token=/)
})

test('the legacy entry points lead to the current pages with their query', async ({ page }) => {
  await page.goto('/forgetpassword?returnTo=%2Fmypage')
  await expect(page).toHaveURL('/password/forgot?returnTo=%2Fmypage')
  await page.goto('/newpassword?token=rt_legacy_1')
  await expect(page).toHaveURL('/password/reset?token=rt_legacy_1')
})

test('Back and reload on the completion never strand the visitor', async ({ page }) => {
  await requestResetLink(page, FIXTURE_EMAILS.standard)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'メールを送信しました' })).toBeVisible()
  await page.goBack()
  await expect(page.getByRole('button', { name: '再設定用のリンクを送信' })).toBeVisible()
})

test('the completion opened directly, with no reset done, sends the visitor to request a link', async ({
  page,
}) => {
  await page.goto('/password/reset/complete')
  await expect(page).toHaveURL('/password/forgot')
  await expect(
    page.getByRole('heading', { level: 1, name: 'パスワードを再設定しました' }),
  ).toHaveCount(0)
})
