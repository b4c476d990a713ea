import { choose } from '../support/deferred-forms'
import { FIXTURE_EMAILS } from '../support/auth-flows'
import { expect, test } from '../support/test'
import { openWithdraw, SUBMIT, tick } from './helpers'

test.beforeEach(async ({ mock }) => {
  await mock.reset('withdraw-survey-every-type')
})

test('the survey: every question type, its rules, the button enabled only when valid, answers kept on the way back', async ({
  page,
}) => {
  test.slow() // many pages, each checked by axe, on a shared machine
  await openWithdraw(page, FIXTURE_EMAILS.noContract)
  const main = page.getByRole('main')
  const submit = page.getByRole('button', { name: SUBMIT })
  await expect(page.getByRole('heading', { name: 'サービス改善アンケート' })).toBeVisible()
  await expect(page.getByText('よりよいサービスのため、ご協力をお願いいたします。')).toBeVisible()
  const date = page.getByLabel(/ご利用開始日/)
  await expect(date).toHaveAttribute('type', 'date')
  await expect(date).toHaveAttribute('max', '9999-12-31')
  await expect(page.getByLabel(/よく視聴する時間帯/)).toHaveAttribute('type', 'time')

  await tick(page.getByRole('checkbox', { name: /データがすべて削除/ }), () =>
    expect(page.getByRole('checkbox', { name: /データがすべて削除/ })).toBeChecked(),
  )
  await expect(submit).toBeDisabled()

  // Text with a regex (7 digits), trimmed.
  const postal = page.getByRole('textbox', { name: /お住まいの郵便番号/ })
  await postal.fill('150-0002')
  await postal.blur()
  await expect(postal).toHaveAccessibleDescription(/入力形式が正しくありません。/)
  await postal.fill(' 1500002 ')
  await expect(postal).not.toHaveAttribute('aria-invalid')

  // Checkboxes: 2 to 3.
  await choose(main.getByRole('checkbox', { name: '映画' }))
  await expect(main.getByRole('checkbox', { name: '映画' })).toHaveAccessibleDescription(
    '2個以上選択してください。',
  )
  for (const genre of ['ドラマ', 'アニメ', 'スポーツ'])
    await choose(main.getByRole('checkbox', { name: genre }))
  await expect(main.getByRole('checkbox', { name: '映画' })).toHaveAccessibleDescription(
    '3個まで選択してください。',
  )
  await main.getByRole('checkbox', { name: 'スポーツ' }).uncheck()

  // Textarea: at most 300 characters once trimmed.
  const opinion = page.getByRole('textbox', { name: /ご意見・ご要望/ })
  await opinion.fill('あ'.repeat(301))
  await expect(opinion).toHaveAccessibleDescription('300文字以内で入力してください。')
  await opinion.fill(`  ${'あ'.repeat(300)}  `)
  await expect(opinion).not.toHaveAttribute('aria-invalid')

  await choose(main.getByRole('radio', { name: '週に数回' }))
  await expect(submit).toBeDisabled() // the select is still required
  await page.getByRole('combobox', { name: /主に視聴する端末/ }).selectOption('テレビ')
  await date.fill('2026-04-01')
  await page.getByLabel(/よく視聴する時間帯/).fill('21:30')
  await expect(submit).toBeEnabled()
  await submit.click()
  await expect(page).toHaveURL('/withdraw/pin-code')

  // Back to the form: the answers are there again.
  await page.getByRole('link', { name: '入力内容を修正する' }).click()
  await expect(page).toHaveURL('/withdraw')
  await expect(postal).toHaveValue('1500002')
  await expect(main.getByRole('checkbox', { name: 'ドラマ' })).toBeChecked()
  await expect(main.getByRole('radio', { name: '週に数回' })).toBeChecked()
  await expect(page.getByRole('combobox', { name: /主に視聴する端末/ })).toHaveValue('テレビ')
  await expect(date).toHaveValue('2026-04-01')
  await expect(submit).toBeEnabled()
})

test('without a survey the consents alone make the form', async ({ page, mock }) => {
  await mock.reset('withdraw-no-survey')
  await openWithdraw(page, FIXTURE_EMAILS.noContract)
  await expect(page.getByRole('heading', { name: '退会アンケート' })).toHaveCount(0)
  await tick(page.getByRole('checkbox', { name: /購入・レンタル済みの作品/ }), () =>
    expect(page.getByRole('button', { name: SUBMIT })).toBeEnabled(),
  )
})
