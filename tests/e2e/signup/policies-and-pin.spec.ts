import {
  expectResendCountdownRuns,
  expectSendTimeKeptOverReload,
  lastMessage,
  setMockClock,
} from '../support/auth-flows'
import { choose, openBeforeScripts, postedPaths } from '../support/deferred-forms'
import type { Page } from '@playwright/test'
import { expect, mockControl, test, type MockBackend } from '../support/test'
import { hydrated, newEmail, readPolicies } from './signup-flow'

/** From the e-mail step, with the policies read, to the PIN page for `email`. */
async function toPinCodePage(page: Page, email: string) {
  await page.goto('/signup/email')
  await page.getByRole('textbox', { name: 'メールアドレス' }).fill(email)
  await readPolicies(page)
  await hydrated(page, '認証コードを送信')
  await page.getByRole('button', { name: '認証コードを送信' }).click()
  await expect(page).toHaveURL('/signup/pin-code')
}

/** The sign-up's screen data with one internal policy, its text `renderData`. */
const onePolicy = (mock: MockBackend, renderData: string) =>
  mock.fault({
    method: 'GET',
    path: '/zapi/internal/signup/screen-data',
    body: {
      policies: [
        {
          policyId: 'pol_terms',
          revision: 3,
          key: 'terms',
          title: '利用規約',
          isExternal: false,
          renderData,
        },
      ],
      stepBar: {
        steps: [
          { key: 'policy', label: '規約への同意' },
          { key: 'complete', label: '登録完了' },
        ],
        currentStep: 1,
      },
    },
  })

const unsafePolicy = (mock: MockBackend) =>
  onePolicy(
    mock,
    '<p>本文</p><script>window.pwned = 1</script><img src=x onerror="window.pwned = 2">',
  )

test.describe('policies shown in advance', () => {
  test.beforeEach(async ({ mock }) => {
    await mock.reset('policies-in-advance')
  })

  test('next is enabled only once every policy is read to the end and every external one agreed', async ({
    page,
  }) => {
    await page.goto('/signup?returnTo=%2Fplans')
    await expect(page).toHaveURL('/signup?returnTo=%2Fplans')
    await expect(
      page.getByRole('list', { name: '会員登録の手順' }).getByRole('listitem'),
    ).toHaveCount(4)
    const next = page.getByRole('button', { name: '同意して次へ' })
    await expect(next).toBeDisabled()
    const terms = page.getByRole('main').getByRole('region', { name: '利用規約' })
    await expect(terms).toHaveAccessibleDescription('最後までスクロールしてお読みください。')
    await terms.evaluate((box) => box.scrollTo({ top: box.scrollHeight - box.clientHeight - 40 }))
    await expect(terms).toHaveAccessibleDescription('最後までスクロールしてお読みください。')
    // Within 15 px of the bottom counts as read.
    await terms.evaluate((box) => box.scrollTo({ top: box.scrollHeight - box.clientHeight - 10 }))
    await expect(terms).toHaveAccessibleDescription('最後までお読みいただきました。')
    await expect(next).toBeDisabled()
    await page.getByRole('checkbox', { name: 'プライバシーポリシーに同意する' }).check()
    await expect(next).toBeEnabled()
    await next.click()
    await expect(page).toHaveURL('/signup/auth?returnTo=%2Fplans')
  })

  test('a later step opened before the policies are agreed leads to them', async ({ page }) => {
    await page.goto('/signup/email')
    await expect(page).toHaveURL(/^[^?]*\/signup\/policy(\?|$)/)
    await expect(page.getByRole('heading', { level: 1, name: '規約への同意' })).toBeVisible()
  })

  test('a policy scrolled to its end before the page’s code ran is read once it runs; one that needs no scrolling is read as it shows', async ({
    page,
    mock,
  }) => {
    const { release } = await openBeforeScripts(page, '/signup')
    const terms = page.getByRole('main').getByRole('region', { name: '利用規約' })
    await expect(terms).toHaveAccessibleDescription('最後までスクロールしてお読みください。')
    await terms.evaluate((box) => box.scrollTo({ top: box.scrollHeight }))
    await release()
    await expect(terms).toHaveAccessibleDescription('最後までお読みいただきました。')

    await onePolicy(mock, '<p>短い規約です。</p>')
    await page.goto('/signup')
    const short = page.getByRole('main').getByRole('region', { name: '利用規約' })
    await expect(short).toHaveAccessibleDescription('最後までお読みいただきました。')
    await expect(page.getByRole('button', { name: '同意して次へ' })).toBeEnabled()
  })

  test('the policy HTML is sanitised in the server-rendered page and stays after hydration', async ({
    page,
    mock,
  }) => {
    await unsafePolicy(mock)
    const response = await page.goto('/signup')
    const html = await response!.text()
    expect(html).toContain('<p>本文</p></div>')
    expect(html).not.toContain('<script>window.pwned')
    expect(html).not.toContain('onerror="window.pwned')
    await hydrated(page, '同意して次へ')
    await expect(page.getByRole('region', { name: '利用規約' }).getByText('本文')).toBeVisible()
    expect(await page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined()
  })
})

test('the e-mail step sends only once every policy is read to its end, the external one agreed when sent', async ({
  page,
}) => {
  await page.goto('/signup/email')
  await page.getByRole('textbox', { name: 'メールアドレス' }).fill(newEmail('read'))
  // A tick made before the form's code arrives shows once it has: the form is ready.
  await choose(page.getByRole('checkbox', { name: 'プライバシーポリシーに同意する' }))
  const send = page.getByRole('button', { name: '認証コードを送信' })
  await expect(send).toBeDisabled()
  const terms = page.getByRole('main').getByRole('region', { name: '利用規約' })
  await terms.evaluate((box) => box.scrollTo({ top: box.scrollHeight - box.clientHeight - 40 }))
  await expect(send).toBeDisabled()
  // Within 15 px of the bottom counts as read.
  await terms.evaluate((box) => box.scrollTo({ top: box.scrollHeight - box.clientHeight - 10 }))
  await expect(terms).toHaveAccessibleDescription('最後までお読みいただきました。')
  await expect(send).toBeEnabled()
  await send.click()
  await expect(page).toHaveURL('/signup/pin-code')
})

test('the policy HTML is sanitised in the browser after a client-side navigation', async ({
  page,
  mock,
}) => {
  await page.goto('/signup/email')
  await unsafePolicy(mock)
  await page.evaluate(() =>
    (
      window as { __TSR_ROUTER__?: { navigate: (to: { to: string }) => Promise<void> } }
    ).__TSR_ROUTER__!.navigate({ to: '/signup' }),
  )
  await expect(page).toHaveURL('/signup')
  await expect(page.getByRole('region', { name: '利用規約' }).getByText('本文')).toBeVisible()
  await expect(page.locator('main img, main script')).toHaveCount(0)
  expect(await page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined()
})

test('the PIN: a refused code keeps the button disabled until it changes; resend after 30 s', async ({
  page,
  mock,
}) => {
  await page.clock.install()
  const email = newEmail('pin')
  await toPinCodePage(page, email)
  const { code } = await lastMessage(mock, 'signUp')
  const submit = page.getByRole('button', { name: '認証して次へ' })
  await expect(submit).toBeEnabled()
  await expect(page.getByRole('button', { name: /コードを再送信（\d+秒後に可能）/ })).toBeDisabled()

  const pin = page.getByRole('textbox', { name: '認証コード' })
  const wrong = code === '000000' ? '111111' : '000000'
  const fullWidth = wrong.replace(/\d/g, (digit) =>
    String.fromCharCode(digit.charCodeAt(0) + 0xfee0),
  )
  await pin.fill(fullWidth)
  await expect(pin).toHaveValue(wrong) // full-width digits normalised
  await submit.click()
  await expect(pin).toHaveAccessibleDescription(/認証に失敗しました。/)
  await expect(submit).toBeDisabled()
  await pin.fill(code!)
  await expect(submit).toBeEnabled()

  // 30 seconds later, for the page and for the backend alike.
  await page.clock.runFor(30_000)
  await page.clock.resume()
  const { now } = await (await page.request.get(mockControl('/__mock/clock'))).json()
  await setMockClock(page.request, new Date(Date.parse(now) + 31_000).toISOString())
  const resend = page.getByRole('button', { name: 'コードを再送信' })
  await expect(resend).toBeEnabled()
  await resend.click()
  await expect(page.getByText('認証コードを再送信しました。')).toBeVisible()
  const resent = await lastMessage(mock, 'signUp')
  await pin.fill(resent.code!)
  await submit.click()
  await expect(page).toHaveURL('/signup/form')
})

test('a reload of the PIN page keeps when the code was sent: the advice 5 minutes after the send', async ({
  page,
}) => {
  const T0 = '2026-11-22T10:00:00+09:00'
  await setMockClock(page.request, T0)
  await page.clock.install({ time: T0 })
  await toPinCodePage(page, newEmail('pin'))
  await expect(page.getByRole('button', { name: /コードを再送信（\d+秒後に可能）/ })).toBeDisabled()

  await expectSendTimeKeptOverReload(page, T0)
})

test('a reloaded PIN page counts down and resends; the resent code is the one that counts', async ({
  page,
  mock,
}) => {
  await page.clock.install()
  const email = newEmail('reload')
  await toPinCodePage(page, email)
  await page.reload()
  const sent = postedPaths(page)
  const waiting = await expectResendCountdownRuns(page)

  // 30 seconds later, for the page and for the backend alike: the resend works.
  await page.clock.runFor(30_000)
  await page.clock.resume()
  const { now } = await (await page.request.get(mockControl('/__mock/clock'))).json()
  await setMockClock(page.request, new Date(Date.parse(now) + 31_000).toISOString())
  await page.getByRole('button', { name: 'コードを再送信', exact: true }).click()
  await expect
    .poll(async () => (await mock.outbox()).filter((message) => message.to === email).length)
    .toBe(2)
  await expect(waiting).toBeDisabled()
  await expect(page.getByText('認証コードを再送信しました。')).toBeVisible()

  const resent = await lastMessage(mock, 'signUp', email)
  await page.getByRole('textbox', { name: '認証コード' }).fill(resent.code!)
  const submit = page.getByRole('button', { name: '認証して次へ' })
  await expect(submit).toBeEnabled()
  await submit.click()
  await expect(page).toHaveURL('/signup/form')
  expect(sent).toEqual(['/zapi/account/email/send-pin-code', '/zapi/signup/pin-code'])
})

test('an expired sign-up restarts from the e-mail step with the address kept', async ({
  page,
  mock,
}) => {
  const email = newEmail('restart')
  await toPinCodePage(page, email)
  await mock.fault({
    method: 'POST',
    path: '/zapi/signup/pin-code',
    body: {
      flowError: {
        redirectTo: '/signup',
        message: 'お手続きの有効期限が切れました。はじめからやり直してください。',
      },
    },
  })
  await page.getByRole('textbox', { name: '認証コード' }).fill('123456')
  await page.getByRole('button', { name: '認証して次へ' }).click()
  const dialog = page.getByRole('dialog', { name: '手続きを続行できません' })
  await expect(dialog).toContainText('お手続きの有効期限が切れました。')
  await dialog.getByRole('link', { name: '最初からやり直す' }).click()
  await expect(page).toHaveURL('/signup/auth')
  await page.getByRole('link', { name: 'メールアドレスで登録' }).click()
  await expect(page.getByRole('textbox', { name: 'メールアドレス' })).toHaveValue(email)
})

test('what the visitor does before the e-mail form’s code has run is kept once it has: typed, read and ticked, then sent once', async ({
  page,
  mock,
}) => {
  const { release } = await openBeforeScripts(page, '/signup/email')
  const sent = postedPaths(page)
  const email = newEmail('early')
  await page.getByRole('textbox', { name: 'メールアドレス' }).fill(email)
  for (const box of await page.getByRole('main').getByRole('region').all()) {
    await box.evaluate((element) => element.scrollTo({ top: element.scrollHeight }))
  }
  const consents = await page.getByRole('checkbox', { name: /に同意する$/ }).all()
  expect(consents.length).toBeGreaterThan(0)
  // Each answers at once, before the page's code has run.
  for (const consent of consents) await choose(consent)
  // The policies read and agreed to before the code ran count once it has (spec 01 §4).
  await release()
  const send = page.getByRole('button', { name: '認証コードを送信' })
  await expect(send).toBeEnabled()
  await send.click()
  await expect(page).toHaveURL('/signup/pin-code')
  expect(sent).toEqual(['/zapi/signup/email'])
  await lastMessage(mock, 'signUp', email)
})
