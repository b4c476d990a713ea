import type { Page } from '@playwright/test'
import { pageSizes } from '../../../scripts/lib/perf/route-sizes'
import { FIXTURE_EMAILS, lastMessage, signInDirectly } from '../support/auth-flows'
import { openBeforeScripts } from '../support/deferred-forms'
import { expect, hydrated, test, type MockBackend } from '../support/test'

/**
 * Every form page (issue 30, decision 0025): once the page has hydrated, its form is live, and no
 * submit button is disabled but for a rule of the spec; a choice clicked before the page's code has
 * run answers at once. The form pages are those of the build (the size budget's: a page that
 * loads the form library); each must say here how it is opened, so a new one is not forgotten.
 */

interface Opened {
  /** How a member (or a guest) reaches the page with its form, prefilled as the backend has it. */
  open: (page: Page, mock: MockBackend) => Promise<void>
  /** The spec's own reason for a disabled submit button on the page as opened. */
  disabledBySpec?: string
}
/** A page opened only in the middle of a flow, which its own tests walk through. */
type InFlow = { inFlow: string }

const asMember =
  (path: string, email: string = FIXTURE_EMAILS.standard, scenario?: string) =>
  async (page: Page, mock: MockBackend) => {
    if (scenario) await mock.reset(scenario)
    await signInDirectly(page.request, email)
    await page.goto(path)
  }
const asGuest = (path: string) => async (page: Page) => {
  await page.goto(path)
}

const FORM_PAGES: Record<string, Opened | InFlow> = {
  '/login': { open: asGuest('/login') },
  '/login/code': { open: asGuest('/login/code') },
  '/login/multi-factor/$type': { inFlow: 'signin/multi-factor.spec.ts' },
  '/mypage/edit': { open: asMember('/mypage/edit') },
  '/mypage/edit/confirm': { inFlow: 'mypage-profile/basic-info.spec.ts' },
  '/mypage/email/edit': { open: asMember('/mypage/email/edit') },
  '/mypage/email/edit/pin-code': { inFlow: 'mypage-credentials/email.spec.ts' },
  '/mypage/email/verify': { inFlow: 'mypage-credentials/email.spec.ts' },
  '/mypage/enable-password': {
    inFlow: 'mypage-credentials/password.spec.ts (after a code is sent)',
  },
  '/mypage/invoice/$earningsId': { inFlow: 'mypage-payments/invoice.spec.ts' },
  '/mypage/login-id/edit': {
    open: asMember('/mypage/login-id/edit', FIXTURE_EMAILS.standard, 'login-id-on'),
  },
  '/mypage/login-method': {
    open: asMember('/mypage/login-method', FIXTURE_EMAILS.standard, 'login-id-on'),
  },
  '/mypage/multi-factor/backup-code/generate': { inFlow: 'mypage-security/multi-factor.spec.ts' },
  '/mypage/multi-factor/email': {
    open: asMember('/mypage/multi-factor/email', FIXTURE_EMAILS.standard, 'mfa-all'),
  },
  '/mypage/multi-factor/otp': {
    open: asMember('/mypage/multi-factor/otp', FIXTURE_EMAILS.standard, 'mfa-all'),
  },
  '/mypage/multi-factor/sms': {
    open: asMember('/mypage/multi-factor/sms', FIXTURE_EMAILS.standard, 'mfa-all'),
  },
  '/mypage/password/edit': { open: asMember('/mypage/password/edit') },
  '/mypage/passkeys': {
    inFlow: 'passkeys/mypage-passkeys.spec.ts (on localhost, with a virtual authenticator)',
  },
  '/mypage/payment-method': { open: asMember('/mypage/payment-method') },
  '/mypage/pin-code': {
    open: asMember('/mypage/pin-code'),
    disabledBySpec: 'the new PIN not typed yet (spec 02: its four digits enable it)',
  },
  '/mypage/profile/edit': {
    open: asMember('/mypage/profile/edit'),
    disabledBySpec: 'no image chosen or removed yet: nothing to save',
  },
  '/mypage/re-consent': { inFlow: 'mypage-privacy/re-consent.spec.ts' },
  '/mypage/reauthorize': { open: asMember('/mypage/reauthorize?returnTo=%2Fmypage') },
  '/mypage/subscription/$subscriptionId/payment-method': {
    open: asMember('/mypage/subscription/sub_20260401_0001/payment-method'),
  },
  '/mypage/subscription/$subscriptionId/withdraw': {
    open: asMember('/mypage/subscription/sub_20260401_0001/withdraw'),
  },
  '/oidc/login': { inFlow: 'oidc/*.spec.ts (an authorization request)' },
  '/oidc/login/code': { inFlow: 'oidc/*.spec.ts (an authorization request)' },
  '/oidc/login/multi-factor/$type': { inFlow: 'oidc/*.spec.ts (an authorization request)' },
  '/oidc/signup': { inFlow: 'oidc/*.spec.ts (an authorization request)' },
  '/oidc/signup/auth': { inFlow: 'oidc/*.spec.ts (an authorization request)' },
  '/password/forgot': { open: asGuest('/password/forgot') },
  '/password/reset': {
    open: async (page, mock) => {
      await page.request.post('/zapi/auth/password/forgot', {
        data: { email: FIXTURE_EMAILS.standard },
      })
      const { link } = await lastMessage(mock, 'passwordReset', FIXTURE_EMAILS.standard)
      await page.goto(link!)
    },
  },
  '/plans/$planId': { open: asMember('/plans/plan_kids_2weeks') },
  '/plans/$planId/confirm': { inFlow: 'plans/purchase.spec.ts' },
  '/signup': { inFlow: 'signup/policies-and-pin.spec.ts (the policy step)' },
  '/signup/confirm': { inFlow: 'signup/*.spec.ts' },
  '/signup/email': {
    open: asGuest('/signup/email'),
    disabledBySpec: 'policies unread (spec 01 §4)',
  },
  '/signup/form': { inFlow: 'signup/*.spec.ts' },
  '/signup/pin-code': { inFlow: 'signup/*.spec.ts' },
  '/signup/plans': { inFlow: 'signup/*.spec.ts' },
  '/signup/plans/$planId/confirm': { inFlow: 'signup/*.spec.ts' },
  '/signup/policy': { inFlow: 'signup/*.spec.ts' },
  '/withdraw': {
    open: asMember('/withdraw', FIXTURE_EMAILS.noContract),
    disabledBySpec: 'its enabling rule: the consents and survey not given yet',
  },
  '/withdraw/pin-code': { inFlow: 'withdraw/*.spec.ts' },
}

const formPages = (await pageSizes(process.env.DIST_DIR ?? 'dist'))
  .filter((page) => page.kind === 'form')
  .map((page) => page.path)

test('every form page of the build says how it is opened', () => {
  expect(formPages.length).toBeGreaterThan(30)
  expect(formPages.filter((path) => !(path in FORM_PAGES))).toEqual([])
})

/**
 * Whether the page asked for the form library's chunk as it started (decision 0025: a
 * `<link rel="modulepreload">`), rather than only once React reached the form.
 */
const formLibraryPreloaded = () =>
  Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')).some((link) =>
    /\/assets\/forms-[\w-]+\.js$/.test(link.href),
  )

/** Whether React has hydrated each form of the page's main part (it keeps its props on them). */
const formsAreLive = () =>
  Array.from(document.querySelectorAll('main form')).every((form) =>
    Object.keys(form).some((key) => key.startsWith('__reactProps')),
  )

/**
 * What breaks the one rule of form fields on the page (issue 30 §6, spec 02 §5: required labels
 * '必須', optional '任意'): every field's label says 必須 or 任意 after it, 必須 exactly when its
 * control is required (a radio group aria-required, digit boxes each required; ARIA gives a group
 * of checkboxes no such state), and every label has the theme's one label weight.
 */
const fieldRuleProblems = () => {
  const medium = getComputedStyle(document.documentElement)
    .getPropertyValue('--mantine-font-weight-medium')
    .trim()
  return Array.from(
    document.querySelectorAll<HTMLElement>('main form .mantine-InputWrapper-label'),
  ).flatMap((label) => {
    const name = label.textContent
    const mark = label.lastElementChild?.textContent ?? ''
    const forId = label.getAttribute('for')
    const control = forId
      ? document.getElementById(forId)
      : document.querySelector(`[aria-labelledby="${label.id}"]`)
    const boxes = control ? Array.from(control.querySelectorAll('input')) : []
    const checkboxes = boxes.length > 0 && boxes.every((box) => box.type === 'checkbox')
    const required =
      control?.getAttribute('aria-required') === 'true' ||
      (control instanceof HTMLInputElement && control.required) ||
      ((control instanceof HTMLSelectElement || control instanceof HTMLTextAreaElement) &&
        control.required) ||
      (control?.getAttribute('role') === 'group' &&
        !checkboxes &&
        boxes.length > 0 &&
        boxes.every((box) => box.required))
    return [
      ...(mark !== '必須' && mark !== '任意' ? [`${name}: neither 必須 nor 任意`] : []),
      ...(mark === '必須' && !required && !checkboxes ? [`${name}: 必須 but not required`] : []),
      ...(required && mark !== '必須' ? [`${name}: required but not marked 必須`] : []),
      ...(getComputedStyle(label).fontWeight !== medium
        ? [`${name}: weight ${getComputedStyle(label).fontWeight}, not ${medium}`]
        : []),
    ]
  })
}

for (const path of formPages) {
  const entry = FORM_PAGES[path]
  if (!entry || 'inFlow' in entry) continue

  test(`${path}: once hydrated, its form is live and its button enabled but for the spec's reasons; its fields follow the one rule`, async ({
    page,
    mock,
  }) => {
    await entry.open(page, mock)
    await hydrated(page)
    await page.waitForFunction(formsAreLive)
    expect(await page.evaluate(formLibraryPreloaded)).toBe(true)
    expect(await page.evaluate(fieldRuleProblems)).toEqual([])
    const buttons = page.getByRole('main').locator('form button[type="submit"]')
    expect(await buttons.count()).toBeGreaterThan(0)
    for (const button of await buttons.all()) {
      // One look for every primary button (SubmitButton, issue 30 §6): its form's full width.
      const [own, column] = await button.evaluate((element) => [
        element.getBoundingClientRect().width,
        element.closest('form')!.getBoundingClientRect().width,
      ])
      expect(Math.abs(own! - column!), `${await button.textContent()}: full width`).toBeLessThan(1)
      if (entry.disabledBySpec) continue
      await expect(button, `${await button.textContent()}`).toBeEnabled()
      await expect(button).not.toHaveAttribute('aria-busy')
    }
  })

  test(`${path}: a choice clicked before the page's code has run answers at once, and is kept`, async ({
    page,
    mock,
  }) => {
    await entry.open(page, mock)
    const { release } = await openBeforeScripts(page, page.url())
    const choices = page
      .getByRole('main')
      .locator('form input:is([type="checkbox"], [type="radio"]):not(:checked):not(:disabled)')
    test.skip((await choices.count()) === 0, 'no choice to make on this page as opened')
    // Held by its id: once ticked, it no longer matches `choices`.
    const choice = page.locator(`[id="${await choices.first().getAttribute('id')}"]`)
    await choice.click()
    await expect(choice).toBeChecked()
    await release()
    await page.waitForFunction(formsAreLive)
    await expect(choice).toBeChecked()
  })
}
