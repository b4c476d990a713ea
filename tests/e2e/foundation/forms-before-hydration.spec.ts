import type { Locator, Page } from '@playwright/test'
import {
  FIXTURE_EMAILS,
  FIXTURE_PASSWORDS,
  lastMessage,
  signInDirectly,
  submitPasswordLogin,
} from '../support/auth-flows'
import { expect, hydrated, test, type MockBackend } from '../support/test'

/** In everything typed below: it must never reach a URL (address bar, history, server logs). */
const MARK = 'typed2026'

// These pages never hydrate: their scripts are held back.
test.use({ awaitHydration: false })

/** From now on the app's scripts never arrive: the page stays as it is before hydration. */
const holdBackScripts = (page: Page) => page.route('**/assets/*.js', (route) => route.abort())

interface JavaScriptOnlyForm {
  name: string
  /** Opens the page, its scripts held back. */
  open: (page: Page, mock: MockBackend) => Promise<unknown>
  field: (page: Page) => Locator
  typed: string
  submit: string
}

const FORMS: JavaScriptOnlyForm[] = [
  {
    name: 'the new password of a reset',
    open: async (page, mock) => {
      await page.goto('/password/forgot')
      // This page runs normally: only the reset page the link opens is held before hydration.
      await hydrated(page)
      await page.getByRole('textbox', { name: 'メールアドレス' }).fill(FIXTURE_EMAILS.standard)
      await page.getByRole('button', { name: '再設定用のリンクを送信' }).click()
      // Its own move to the sent page must be over: it would abort the navigation below. The
      // URL changes first; the page shows once its code has loaded, which the scripts held back
      // below would make fail (and the router then loads the page anew, aborting the link's).
      await expect(page).toHaveURL('/password/forgot/complete')
      await expect(
        page.getByRole('heading', { level: 1, name: 'メールを送信しました' }),
      ).toBeVisible()
      const { link } = await lastMessage(mock, 'passwordReset')
      await holdBackScripts(page)
      await page.goto(link!)
    },
    field: (page) => page.getByLabel('新しいパスワード 必須', { exact: true }),
    typed: `${MARK}Pass!`,
    submit: 'パスワードを設定する',
  },
  {
    name: 'the password of a re-authentication',
    open: async (page) => {
      await signInDirectly(page.request, FIXTURE_EMAILS.standard)
      await holdBackScripts(page)
      await page.goto('/mypage/reauthorize?returnTo=%2Fapp%2Flicenses')
    },
    field: (page) =>
      page
        .getByLabel('パスワード 必須', { exact: true })
        .and(page.locator('input[type="password"]')),
    typed: `${MARK}Pass!`,
    submit: '本人確認する',
  },
  {
    name: 'the code of a second factor',
    open: async (page) => {
      await holdBackScripts(page)
      await page.goto('/login')
      // The sign-in itself works before hydration: it posts to its own route (decision 0004).
      await submitPasswordLogin(page, FIXTURE_EMAILS.multiFactor, FIXTURE_PASSWORDS.multiFactor, {
        native: true,
      })
      await expect(page).toHaveURL('/login/multi-factor')
      await page.goto('/login/multi-factor/otp')
    },
    field: (page) => page.getByRole('textbox', { name: 'ワンタイムパスワード' }),
    typed: MARK,
    submit: '認証する',
  },
  {
    name: 'the address a reset link goes to',
    open: async (page) => {
      await holdBackScripts(page)
      await page.goto('/password/forgot')
    },
    field: (page) => page.getByRole('textbox', { name: 'メールアドレス' }),
    typed: `${MARK}@example.jp`,
    submit: '再設定用のリンクを送信',
  },
  {
    name: 'the address a sign-in code goes to',
    open: async (page) => {
      await holdBackScripts(page)
      await page.goto('/login/code')
    },
    field: (page) => page.getByRole('textbox', { name: 'メールアドレス' }),
    typed: `${MARK}@example.jp`,
    submit: '認証コードを送信',
  },
]

for (const form of FORMS) {
  test(`before the JavaScript runs, ${form.name} never lands in a URL`, async ({ page, mock }) => {
    await form.open(page, mock)
    const field = form.field(page)
    await field.fill(form.typed)
    // Its button looks ready; a press, or Enter, is held until the form's code runs (decision
    // 0025): the button shows that it is busy, and the page stays with what was typed.
    const submit = page.getByRole('button', { name: form.submit })
    await expect(submit).toBeEnabled()
    const typed = await field.inputValue()
    await field.press('Enter')
    await submit.click()
    await expect(submit).toHaveAttribute('aria-busy', 'true')
    await expect(field).toHaveValue(typed)
    expect(page.url().toLowerCase()).not.toContain(MARK)
    // Were it sent natively all the same (a script, an extension), it is a POST.
    const [sent] = await Promise.all([
      page.waitForRequest((request) => request.isNavigationRequest()),
      field.evaluate((input: HTMLInputElement) => input.form!.requestSubmit()),
    ])
    expect(sent.method()).toBe('POST')
    expect(sent.url().toLowerCase()).not.toContain(MARK)
    await page.waitForLoadState()
    expect(page.url().toLowerCase()).not.toContain(MARK)
  })
}
