/**
 * The heaviest forms (issue #32), each opened as a member reaches it: the profile form and the
 * purchase form signed in, the sign-up form at the end of the e-mail sign-up's steps.
 */
import { expect, type Page } from '@playwright/test'
import type { FormPage } from './interaction.ts'

const MEMBER = 'hanako.yamada@example.jp'
const MEMBER_WITHOUT_CONTRACTS = 'miki.kobayashi@example.jp'

async function signIn(page: Page, origin: string, email: string) {
  const response = await page.request.post(`${origin}/__mock/login`, { data: { email } })
  if (!response.ok()) throw new Error(`POST /__mock/login: ${response.status()}`)
}

async function goTo(page: Page, url: string) {
  const response = await page.goto(url)
  if (!response?.ok()) throw new Error(`GET ${url}: ${response?.status()}`)
  await hydrated(page)
}

const hydrated = (page: Page) =>
  page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'))

/** /signup/email → policies read → PIN from the mock's outbox → /signup/form. */
async function throughSignUp(page: Page, origin: string) {
  await goTo(page, `${origin}/signup/email`)
  await page.getByRole('textbox', { name: 'メールアドレス' }).fill(`perf.${Date.now()}@example.jp`)
  for (const box of await page.getByRole('main').getByRole('region').all()) {
    await box.evaluate((element) => element.scrollTo({ top: element.scrollHeight }))
  }
  for (const consent of await page.getByRole('checkbox', { name: /に同意する$/ }).all()) {
    // A tick may wait for the form's code (decision 0020): press until it holds.
    await expect(async () => consent.check({ timeout: 1_000 })).toPass()
  }
  await page.getByRole('button', { name: '認証コードを送信' }).click()
  await page.waitForURL('**/signup/pin-code')
  const outbox = (await (await page.request.get(`${origin}/__mock/outbox`)).json()) as {
    messages: { purpose: string; code?: string }[]
  }
  const code = outbox.messages.findLast((message) => message.purpose === 'signUp')?.code
  if (!code) throw new Error('no sign-up code in the mock outbox')
  await page.getByRole('textbox', { name: '認証コード' }).fill(code)
  await page.getByRole('button', { name: '認証して次へ' }).click()
  // A navigation inside the app: the form is there once its page has loaded.
  await page.waitForURL('**/signup/form')
  await page.getByRole('heading', { level: 1, name: '会員情報の入力' }).waitFor()
}

export const HEAVIEST_FORMS: FormPage[] = [
  {
    name: '/mypage/edit',
    async open(page, origin) {
      await signIn(page, origin, MEMBER)
      await goTo(page, `${origin}/mypage/edit`)
    },
  },
  {
    name: '/plans/{planId} (purchase)',
    async open(page, origin) {
      await signIn(page, origin, MEMBER_WITHOUT_CONTRACTS)
      await goTo(page, `${origin}/plans/plan_standard_monthly`)
    },
  },
  { name: '/signup/form', open: throughSignUp },
]
