import {
  FIXTURE_EMAILS,
  FIXTURE_PASSWORDS,
  lastMessage,
  setMockClock,
  signInDirectly,
  submitPasswordLogin,
} from '../support/auth-flows'
import { expect, mockControl, test } from '../support/test'
import { answerDefaultSurvey, openWithdraw, SUBMIT } from './helpers'

test('a member holding contracts sees only the message and the plans, with no way on', async ({
  page,
}) => {
  await openWithdraw(page, FIXTURE_EMAILS.standard)
  await expect(page.getByText('ご契約中のプランがあるため退会できません')).toBeVisible()
  const plans = page.getByRole('region', { name: 'ご契約中のプラン' })
  await expect(plans.getByRole('listitem')).toHaveCount(5)
  await expect(plans.getByRole('link', { name: /スタンダードプラン/ })).toHaveAttribute(
    'href',
    '/mypage/subscription/sub_20260401_0001/withdraw?returnTo=/withdraw',
  )
  // The cancel-requested plan blocks too, until its end.
  await expect(plans.getByRole('link', { name: /アニメ見放題/ })).toContainText('解約予定')
  await expect(
    page.getByText('解約予定のプランは、終了日時を過ぎると退会できるようになります。'),
  ).toBeVisible()
  await expect(page.getByRole('main').getByRole('checkbox')).toHaveCount(0)
  await expect(page.getByRole('button', { name: SUBMIT })).toHaveCount(0)
})

test('a cancel-requested contract blocks until the mock clock passes its end, then the form opens', async ({
  page,
}) => {
  await openWithdraw(page, FIXTURE_EMAILS.cancelRequested)
  const plans = page.getByRole('region', { name: 'ご契約中のプラン' })
  await expect(plans.getByRole('link', { name: /スタンダードプラン/ })).toContainText('終了日時')
  const screen = await (await page.request.get('/zapi/internal/withdraw/screen-data')).json()
  const end = Date.parse(screen.subscriptions[0].expirationDate)
  await setMockClock(page.request, new Date(end + 60_000).toISOString())
  await page.reload()
  await expect(page.getByText('ご契約中のプランがあるため退会できません')).toHaveCount(0)
  await expect(page.getByRole('group', { name: /同意事項/ })).toBeVisible()
  await expect(page.getByRole('button', { name: SUBMIT })).toBeDisabled()
})

test('the member without contracts withdraws with the e-mailed PIN and can no longer sign in', async ({
  page,
  mock,
}) => {
  test.slow() // many pages, each checked by axe, on a shared machine
  await openWithdraw(page, FIXTURE_EMAILS.noContract)
  await expect(page.getByRole('button', { name: SUBMIT })).toBeDisabled()
  await answerDefaultSurvey(page)

  // Consent is required: unticking every one disables the button and says so.
  const consent = page.getByRole('checkbox', { name: /データがすべて削除/ })
  await consent.uncheck()
  await expect(consent).toHaveAccessibleDescription('同意は必須です')
  await expect(page.getByRole('button', { name: SUBMIT })).toBeDisabled()
  await consent.check()
  await page.getByRole('textbox', { name: /ご意見・ご要望/ }).fill('  また利用したいです。  ')
  await page.getByRole('button', { name: SUBMIT }).click()

  await expect(page).toHaveURL('/withdraw/pin-code')
  await expect(page.getByRole('heading', { level: 1, name: '退会の確認' })).toBeVisible()
  await expect(
    page.getByText(`${FIXTURE_EMAILS.noContract} 宛に認証コードを送信しました。`),
  ).toBeVisible()
  const { code } = await lastMessage(mock, 'withdraw', FIXTURE_EMAILS.noContract)
  const pin = page.getByRole('textbox', { name: '認証コード' })
  const submit = page.getByRole('button', { name: '退会する' })
  await pin.fill(code === '000000' ? '111111' : '000000')
  await submit.click()
  await expect(pin).toHaveAccessibleDescription(/認証に失敗しました。/)
  await expect(submit).toBeDisabled()
  await pin.fill(code!)
  await expect(submit).toBeEnabled()
  await submit.click()

  await expect(page).toHaveURL('/withdraw/complete')
  await expect(
    page.getByRole('heading', { level: 1, name: '退会手続きが完了しました' }),
  ).toBeVisible()
  await expect(page.getByText(/退会日時：/)).toBeVisible()
  await expect(page.getByRole('link', { name: 'トップページへ' })).toHaveAttribute('href', '/')

  // Signed out: My Page asks for a sign-in, where the old password no longer works.
  await page.goto('/mypage')
  await expect(page).toHaveURL(/\/login\?returnTo=/)
  await submitPasswordLogin(page, FIXTURE_EMAILS.noContract, FIXTURE_PASSWORDS.noContract)
  await expect(page.getByRole('alert')).toContainText(
    'メールアドレスまたはパスワードが正しくありません。',
  )
})

test('the PIN can be sent again after 30 seconds', async ({ page, mock }) => {
  test.slow() // many pages, each checked by axe, on a shared machine
  await page.clock.install()
  await openWithdraw(page, FIXTURE_EMAILS.noContract)
  await answerDefaultSurvey(page)
  await page.getByRole('button', { name: SUBMIT }).click()
  await expect(page).toHaveURL('/withdraw/pin-code')
  const first = await lastMessage(mock, 'withdraw', FIXTURE_EMAILS.noContract)
  await expect(page.getByRole('button', { name: /コードを再送信（\d+秒後に可能）/ })).toBeDisabled()

  // 30 seconds later, for the page and for the backend alike.
  await page.clock.runFor(30_000)
  await page.clock.resume()
  const { now } = await (await page.request.get(mockControl('/__mock/clock'))).json()
  await setMockClock(page.request, new Date(Date.parse(now) + 31_000).toISOString())
  const resend = page.getByRole('button', { name: 'コードを再送信' })
  await expect(resend).toBeEnabled()
  await resend.click()
  await expect(page.getByText('認証コードを再送信しました。')).toBeVisible()
  const resent = await lastMessage(mock, 'withdraw', FIXTURE_EMAILS.noContract)
  expect(resent.code).not.toBe(undefined)
  await expect
    .poll(async () => (await mock.outbox()).filter((m) => m.purpose === 'withdraw').length)
    .toBe(2)
  expect(first.code).toBeTruthy()
  await page.getByRole('textbox', { name: '認証コード' }).fill(resent.code!)
  await page.getByRole('button', { name: '退会する' }).click()
  await expect(page).toHaveURL('/withdraw/complete')
})

test.describe('in the native app', () => {
  test.use({ userAgent: 'Mozilla/5.0 PVS/3/1' })

  test('the withdrawal is hidden: /withdraw leads to My Page', async ({ page }) => {
    await signInDirectly(page.request, FIXTURE_EMAILS.noContract)
    await page.goto('/withdraw')
    await expect(page).toHaveURL('/mypage')
  })
})

test('the answers not sent yet survive a reload, the button enabled as they are valid', async ({
  page,
}) => {
  await openWithdraw(page, FIXTURE_EMAILS.noContract)
  await answerDefaultSurvey(page)
  await page.reload()
  await expect(page.getByRole('checkbox', { name: /データがすべて削除/ })).toBeChecked()
  await expect(page.getByRole('checkbox', { name: '料金が高い' })).toBeChecked()
  await expect(page.getByRole('button', { name: SUBMIT })).toBeEnabled()
})
