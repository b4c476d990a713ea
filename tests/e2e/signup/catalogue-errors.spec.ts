import { FIXTURE_EMAILS } from '../support/auth-flows'
import { expect, test } from '../support/test'
import {
  field,
  fillRequiredFields,
  hydrated,
  newEmail,
  readPolicies,
  toConfirm,
  verifyEmail,
} from './signup-flow'

const LOGIN_ID_TAKEN = 'このログインIDは既に使用されています。別のログインIDを登録してください。'
const SUMMARY = '登録処理に失敗しました。上記エラー内容をご確認ください。'

test('ACCOUNT_ALREADY_EXISTS_EMAIL on the e-mail step, with a link to the login page', async ({
  page,
}) => {
  await page.goto('/signup/email')
  await page.getByRole('textbox', { name: 'メールアドレス' }).fill(FIXTURE_EMAILS.standard)
  await readPolicies(page)
  await hydrated(page, '認証コードを送信')
  await page.getByRole('button', { name: '認証コードを送信' }).click()
  const email = page.getByRole('textbox', { name: 'メールアドレス' })
  await expect(email).toHaveAccessibleDescription(
    'このメールアドレスは既に使用されています。別のメールアドレスを登録してください。',
  )
  await expect(email).toBeFocused()
  await page.getByRole('link', { name: 'ログインはこちら' }).click()
  await expect(page).toHaveURL('/login')
})

test('ACCOUNT_ALREADY_EXISTS_EMAIL on the member form: a changed e-mail, with the link to the login page under it', async ({
  page,
  mock,
}) => {
  await verifyEmail(page, mock, newEmail())
  await fillRequiredFields(page)
  const email = field(page, 'メールアドレス')
  await email.fill(FIXTURE_EMAILS.standard)
  await field(page, '認証コード').fill('123456')
  await toConfirm(page)
  await expect(email).toHaveAccessibleDescription(
    'このメールアドレスは既に使用されています。別のメールアドレスを登録してください。',
  )
  await expect(page).toHaveURL('/signup/form')
  await page.getByRole('link', { name: 'ログインはこちら' }).click()
  await expect(page).toHaveURL('/login')
})

test('ACCOUNT_ALREADY_EXISTS_LOGIN_METHOD: the message on the login ID, the summary, the field in view', async ({
  page,
  mock,
}) => {
  await verifyEmail(page, mock, newEmail())
  await fillRequiredFields(page)
  await field(page, 'ログインID').fill('hanako2026')
  await toConfirm(page)
  const loginId = field(page, 'ログインID')
  await expect(loginId).toHaveAccessibleDescription(new RegExp(LOGIN_ID_TAKEN))
  await expect(page.getByRole('alert').filter({ hasText: SUMMARY })).toBeVisible()
  await expect(loginId).toBeFocused()
  await expect(loginId).toBeInViewport()
  await expect(page).toHaveURL('/signup/form')
})

test('ACCOUNT_ALREADY_EXISTS_USER_ID on a reserved login ID', async ({ page, mock }) => {
  await verifyEmail(page, mock, newEmail())
  await fillRequiredFields(page)
  await field(page, 'ログインID').fill('administrator')
  await toConfirm(page)
  await expect(field(page, 'ログインID')).toHaveAccessibleDescription(
    /このユーザIDは既に使用されています。別のユーザIDを登録してください。/,
  )
  await expect(page.getByRole('alert').filter({ hasText: SUMMARY })).toBeVisible()
})

test('the login ID is checked as it is left: taken or reserved says so before the form is sent', async ({
  page,
  mock,
}) => {
  await verifyEmail(page, mock, newEmail())
  const loginId = field(page, 'ログインID')
  await loginId.fill('hanako2026')
  await loginId.blur()
  await expect(loginId).toHaveAccessibleDescription(new RegExp(LOGIN_ID_TAKEN))
  await loginId.fill('support')
  await loginId.blur()
  await expect(loginId).toHaveAccessibleDescription(
    /このユーザIDは既に使用されています。別のユーザIDを登録してください。/,
  )
  await loginId.fill('hina0612')
  await loginId.blur()
  await expect(loginId).toHaveAccessibleDescription('半角英数字6〜15文字')
  await expect(page).toHaveURL('/signup/form')
})

test('a validation error of the server lands on its field', async ({ page, mock }) => {
  await verifyEmail(page, mock, newEmail())
  await fillRequiredFields(page)
  await mock.fault({
    method: 'POST',
    path: '/zapi/signup/confirm',
    status: 400,
    body: {
      code: 'VALIDATION_ERROR',
      message: '入力内容に誤りがあります。',
      requestId: 'req_e2e',
      errors: [
        {
          field: 'inputtedData.familyNameKana',
          code: 'VALIDATION_ERROR',
          message: '全角カタカナで入力してください',
        },
      ],
    },
  })
  await toConfirm(page)
  await expect(field(page, 'セイ')).toHaveAccessibleDescription(/全角カタカナで入力してください/)
  await expect(field(page, 'セイ')).toBeFocused()
  await expect(page.getByRole('alert').filter({ hasText: SUMMARY })).toBeVisible()
})

test('a failure of the form shows the server message, else 登録エラーが発生しました。', async ({
  page,
  mock,
}) => {
  await verifyEmail(page, mock, newEmail())
  await fillRequiredFields(page)
  await mock.fault({
    method: 'POST',
    path: '/zapi/signup/confirm',
    status: 500,
    body: {
      code: 'INTERNAL_ERROR',
      message: 'ただいま登録を受け付けておりません。',
      requestId: 'req_e2e',
    },
  })
  await toConfirm(page)
  await expect(
    page.getByRole('alert').filter({ hasText: 'ただいま登録を受け付けておりません。' }),
  ).toContainText('INTERNAL_ERROR')
  await mock.fault({ method: 'POST', path: '/zapi/signup/confirm', status: 500 })
  await toConfirm(page)
  await expect(
    page.getByRole('alert').filter({ hasText: '登録エラーが発生しました。' }),
  ).toBeVisible()
})

test.describe('on the confirm screen', () => {
  test.beforeEach(async ({ page, mock }) => {
    await verifyEmail(page, mock, newEmail())
    await fillRequiredFields(page)
    await toConfirm(page)
    await expect(page).toHaveURL('/signup/confirm')
  })

  test('a timeout during the registration says it may have gone through and offers the login', async ({
    page,
    mock,
  }) => {
    await mock.fault({ method: 'POST', path: '/zapi/signup', delayMs: 4_000 })
    const register = page.getByRole('button', { name: '登録する' })
    await register.click()
    await expect(register).toBeDisabled()
    await expect(page.getByRole('alert')).toContainText('登録処理がタイムアウトしました。', {
      timeout: 8_000,
    })
    await expect(page.getByRole('link', { name: 'ログインはこちら' })).toBeVisible()
    await expect(register).toBeEnabled()
  })

  test('the server message, else 登録エラーが発生しました。', async ({ page, mock }) => {
    await mock.fault({
      method: 'POST',
      path: '/zapi/signup',
      status: 500,
      body: { code: 'INTERNAL_ERROR', message: 'ただいま混み合っています。', requestId: 'req_e2e' },
    })
    await page.getByRole('button', { name: '登録する' }).click()
    await expect(page.getByRole('alert')).toContainText('ただいま混み合っています。')
    await mock.fault({ method: 'POST', path: '/zapi/signup', status: 502 })
    await page.getByRole('button', { name: '登録する' }).click()
    await expect(page.getByRole('alert')).toContainText('登録エラーが発生しました。')
  })

  test('an e-mail taken meanwhile is reported with the login link', async ({ page, mock }) => {
    await mock.fault({
      method: 'POST',
      path: '/zapi/signup',
      status: 409,
      body: {
        code: 'ACCOUNT_ALREADY_EXISTS_EMAIL',
        message: 'このメールアドレスは既に使用されています。別のメールアドレスを登録してください。',
        requestId: 'req_e2e',
      },
    })
    await page.getByRole('button', { name: '登録する' }).click()
    await expect(page.getByRole('alert')).toContainText(
      'このメールアドレスは既に使用されています。別のメールアドレスを登録してください。',
    )
    await expect(page.getByRole('link', { name: 'ログインはこちら' })).toHaveAttribute(
      'href',
      '/login',
    )
  })

  test('a sign-up gone from the server opens the flow-error notice to start again', async ({
    page,
    mock,
  }) => {
    await mock.fault({
      method: 'POST',
      path: '/zapi/signup',
      body: { flowError: { redirectTo: '/signup' } },
    })
    await page.getByRole('button', { name: '登録する' }).click()
    const dialog = page.getByRole('dialog', { name: '手続きを続行できません' })
    await expect(dialog.getByRole('link', { name: '最初からやり直す' })).toHaveAttribute(
      'href',
      '/signup',
    )
  })
})

test('a failure of the policy step says エラーが発生しました。', async ({ page, mock }) => {
  await mock.reset('policies-in-advance')
  await page.goto('/signup')
  await expect(page.getByRole('heading', { level: 1, name: '規約への同意' })).toBeVisible()
  await readPolicies(page)
  await mock.fault({ method: 'POST', path: '/zapi/signup/policy', status: 500 })
  await page.getByRole('button', { name: '同意して次へ' }).click()
  await expect(page.getByRole('alert')).toContainText('エラーが発生しました。')
  await expect(page).toHaveURL('/signup')
})
