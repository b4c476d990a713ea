import type { Page } from '@playwright/test'
import { FIXTURE_EMAILS, FIXTURE_PASSWORDS, submitPasswordLogin } from '../support/auth-flows'
import { openBeforeScripts } from '../support/deferred-forms'
import { expect, test } from '../support/test'

const wrongPassword = 'Wrong2026!'

test.describe('password sign-in', () => {
  test('signs in and goes to returnTo with a full page load, signed in', async ({
    page,
    context,
  }) => {
    await page.goto('/login?returnTo=%2Fapp%2Flicenses')
    await expect(page.getByRole('heading', { level: 1, name: 'ログイン' })).toBeVisible()
    await submitPasswordLogin(page, FIXTURE_EMAILS.standard, FIXTURE_PASSWORDS.standard)
    await expect(page).toHaveURL('/app/licenses')
    const cookies = await context.cookies()
    expect(cookies.find((cookie) => cookie.name === 'account_id')?.value).toBeTruthy()
  })

  test('offers the reset link, the code sign-in, the external accounts and the sign-up link', async ({
    page,
  }) => {
    await page.goto('/login?returnTo=%2Fmypage&utm_source=mail')
    await expect(page.getByRole('link', { name: 'パスワードをお忘れの方' })).toHaveAttribute(
      'href',
      '/password/forgot?returnTo=%2Fmypage',
    )
    await expect(page.getByRole('link', { name: 'メールで届く認証コードでログイン' })).toBeVisible()
    await expect(page.getByText('または')).toBeVisible()
    await expect(page.getByRole('link', { name: 'LINEでログイン' })).toHaveAttribute(
      'href',
      '/auth/authorize?userIdentifierType=LINE&socialActionType=login&returnTo=%2Fmypage',
    )
    await expect(page.getByRole('heading', { name: 'はじめてご利用の方' })).toBeVisible()
    await expect(page.getByRole('link', { name: '新規会員登録' })).toHaveAttribute(
      'href',
      '/signup?returnTo=%2Fmypage&utm_source=mail',
    )
  })

  test('hides the external accounts in the native app', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, userAgent: 'Mozilla/5.0 PVS/3/1' })
    const page = await context.newPage()
    await page.goto('/login')
    await expect(page.getByRole('button', { name: 'ログイン', exact: true })).toBeVisible()
    await expect(page.getByRole('link', { name: 'LINEでログイン' })).toHaveCount(0)
    await expect(page.getByText('または')).toHaveCount(0)
    await context.close()
  })

  test('asks for the missing fields before sending anything', async ({ page }) => {
    await page.goto('/login')
    await page.getByRole('button', { name: 'ログイン', exact: true }).click()
    await expect(
      page.getByText('メールアドレスを入力してください。', { exact: true }),
    ).toBeVisible()
    await expect(page.getByText('パスワードを入力してください。')).toBeVisible()
    await expect(page.getByRole('textbox', { name: 'メールアドレス' })).toBeFocused()
  })

  test('applies the e-mail rule when login IDs are off', async ({ page }) => {
    await page.goto('/login')
    await submitPasswordLogin(page, 'hanako2026', 'x')
    await expect(page.getByText('メールアドレスの形式が正しくありません。')).toBeVisible()
  })

  test('says the e-mail address or password is wrong', async ({ page }) => {
    await page.goto('/login')
    await submitPasswordLogin(page, FIXTURE_EMAILS.standard, wrongPassword)
    await expect(page.getByRole('alert')).toContainText(
      'メールアドレスまたはパスワードが正しくありません。',
    )
  })

  test('refuses a locked account', async ({ page }) => {
    await page.goto('/login')
    await submitPasswordLogin(page, FIXTURE_EMAILS.locked, FIXTURE_PASSWORDS.locked)
    await expect(page.getByRole('alert')).toContainText('このアカウントではログインできません。')
  })

  test('shows the default failure and the code failure as the catalogue words them', async ({
    page,
    mock,
  }) => {
    await page.goto('/login')
    await mock.fault({
      method: 'POST',
      path: '/login',
      status: 401,
      body: { code: 'LOGIN_FAILED', message: '', requestId: 'req_e2e_1' },
    })
    await submitPasswordLogin(page, FIXTURE_EMAILS.standard, wrongPassword)
    await expect(page.getByRole('alert')).toContainText('ログインに失敗しました。')
    await mock.fault({
      method: 'POST',
      path: '/login',
      status: 401,
      body: { code: 'USER_CODE_INCORRECT', message: '', requestId: 'req_e2e_2' },
    })
    await page.getByRole('button', { name: 'ログイン', exact: true }).click()
    await expect(page.getByRole('alert')).toContainText('認証コードが正しくありません。')
  })

  test('puts the missing-field failures of the server on their fields', async ({ page, mock }) => {
    await page.goto('/login')
    await mock.fault({
      method: 'POST',
      path: '/login',
      status: 400,
      body: {
        code: 'PASSWORD_NOT_ENTERED',
        message: 'パスワードを入力してください。',
        requestId: 'req_e2e_3',
        errors: [
          {
            field: 'password',
            code: 'PASSWORD_NOT_ENTERED',
            message: 'パスワードを入力してください。',
          },
        ],
      },
    })
    await submitPasswordLogin(page, FIXTURE_EMAILS.standard, wrongPassword)
    await expect(page.getByText('パスワードを入力してください。')).toBeVisible()
    await expect(page.getByLabel('パスワード 必須', { exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    )
  })

  test('waits out the rate limit after repeated failures (429 + Retry-After)', async ({ page }) => {
    await page.goto('/login')
    for (let attempt = 1; attempt <= 5; attempt++) {
      await submitPasswordLogin(page, FIXTURE_EMAILS.standard, wrongPassword)
      await expect(page.getByRole('alert')).toContainText(
        'メールアドレスまたはパスワードが正しくありません。',
      )
    }
    await page.getByRole('button', { name: 'ログイン', exact: true }).click()
    await expect(page.getByRole('alert')).toContainText(
      'しばらく時間をおいてから再度お試しください。',
    )
    await expect(
      page.getByText(/試行回数が上限に達しました。\d+秒後に再度お試しください。/),
    ).toBeVisible()
    await expect(page.getByRole('button', { name: 'ログイン', exact: true })).toBeDisabled()
  })

  test('never follows a returnTo to another site (open redirect)', async ({ page }) => {
    await page.goto('/login?returnTo=https%3A%2F%2Fevil.example%2Fphish')
    await submitPasswordLogin(page, FIXTURE_EMAILS.standard, FIXTURE_PASSWORDS.standard)
    await expect(page).toHaveURL('/')
    await page.goto('/login?returnTo=%2F%2Fevil.example')
    // Signed in now: the screen data sends the visitor on, still only within the site.
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/mypage$/)
  })

  test('sends a signed-in visitor on to returnTo', async ({ page }) => {
    await page.goto('/login')
    await submitPasswordLogin(page, FIXTURE_EMAILS.standard, FIXTURE_PASSWORDS.standard)
    await expect(page).toHaveURL('/')
    await page.goto('/login?returnTo=%2Fapp%2Flicenses')
    await expect(page).toHaveURL('/app/licenses')
  })
})

test.describe('with login IDs', () => {
  test.beforeEach(async ({ mock }) => {
    await mock.reset('login-id-on')
  })

  test('takes "e-mail or user ID" and signs in with the user ID', async ({ page }) => {
    await page.goto('/login')
    await page.getByRole('button', { name: 'ログイン', exact: true }).click()
    await expect(page.getByText('メールアドレスまたはユーザIDを入力してください。')).toBeVisible()
    await submitPasswordLogin(page, 'hanako2026', FIXTURE_PASSWORDS.standard)
    await expect(page).toHaveURL('/')
  })

  test('says the user ID or password is wrong', async ({ page }) => {
    await page.goto('/login')
    await submitPasswordLogin(page, 'hanako2026', wrongPassword)
    await expect(page.getByRole('alert')).toContainText(
      'ログインIDまたはパスワードが正しくありません。',
    )
  })
})

test.describe('anti-bot', () => {
  test.beforeEach(async ({ mock }) => {
    await mock.reset('anti-bot-on')
  })

  test('loads the script and sends its token with the sign-in', async ({ page }) => {
    await page.route('https://antibot.example.jp/**', (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: 'window.grecaptcha = { ready: (f) => f(), execute: async () => "e2e-token" }',
      }),
    )
    await page.goto('/login')
    const sent = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().includes('/login'),
    )
    await submitPasswordLogin(page, FIXTURE_EMAILS.standard, FIXTURE_PASSWORDS.standard)
    expect((await sent).postDataJSON()).toMatchObject({ token: 'e2e-token' })
    await expect(page).toHaveURL('/')
  })

  test('is refused without a token when the script cannot run', async ({ page }) => {
    await page.route('https://antibot.example.jp/**', (route) => route.abort())
    await page.goto('/login')
    await submitPasswordLogin(page, FIXTURE_EMAILS.standard, FIXTURE_PASSWORDS.standard)
    await expect(page.getByRole('alert')).toContainText(
      'ロボットによるアクセスではないことを確認できませんでした。',
    )
  })
})

test.describe('in English', () => {
  test.use({ locale: 'en-US' })

  test('shows the sign-in screen and its messages in English', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'locale', value: 'en', url: baseURL! }])
    await page.goto('/login')
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await expect(page.getByText('Enter your email address.')).toBeVisible()
    await expect(page.getByText('Enter your password.')).toBeVisible()
  })
})

test.describe('before the form’s code has arrived', () => {
  /** The sign-in requests the page sends: a form post or the hydrated form's JSON call. */
  function signInRequests(page: Page) {
    const sent: string[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/login')
        sent.push(request.headers()['content-type']?.split(';')[0] ?? '')
    })
    return sent
  }

  test('answers a press on the empty form in the spec’s words once its code has run', async ({
    page,
  }) => {
    const { release } = await openBeforeScripts(page, '/login')
    const sent = signInRequests(page)
    await page.getByRole('button', { name: 'ログイン', exact: true }).click()
    await release()
    await expect(
      page.getByText('メールアドレスを入力してください。', { exact: true }),
    ).toBeVisible()
    await expect(page.getByText('パスワードを入力してください。')).toBeVisible()
    await expect(page.getByRole('textbox', { name: 'メールアドレス' })).toBeFocused()
    expect(sent).toEqual([])
  })

  test('keeps what was typed before the page’s code ran, and the focus', async ({ page }) => {
    const { release } = await openBeforeScripts(page, '/login')

    const identifier = page.getByRole('textbox', { name: 'メールアドレス' })
    await identifier.click()
    await page.keyboard.type(FIXTURE_EMAILS.standard)
    const sent = signInRequests(page)
    await release()
    // Hydrated: the schema checks the form now, not the browser (decision 0011).
    await expect(page.locator('form[action^="/login"]')).toHaveAttribute('novalidate')
    await expect(identifier).toHaveValue(FIXTURE_EMAILS.standard)
    await expect(identifier).toBeFocused()
    await page.keyboard.press('Tab')
    await page.keyboard.type(FIXTURE_PASSWORDS.standard)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL('/')
    expect(sent).toEqual(['application/json'])
  })

  test('a sign-in sent before it arrives is posted by the browser, once', async ({ page }) => {
    const { release } = await openBeforeScripts(page, '/login')
    const sent = signInRequests(page)
    const posted = page.waitForRequest((request) => request.method() === 'POST')
    await submitPasswordLogin(page, FIXTURE_EMAILS.standard, FIXTURE_PASSWORDS.standard, {
      native: true,
    })
    await posted
    // The code arrives as the browser leaves: it cannot send the sign-in a second time.
    await release()
    await expect(page).toHaveURL('/')
    expect(sent).toEqual(['application/x-www-form-urlencoded'])
  })
})
