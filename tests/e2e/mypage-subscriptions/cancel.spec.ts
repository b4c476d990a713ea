import { FIXTURE_EMAILS, signInDirectly } from '../support/auth-flows'
import { choose, openBeforeScripts, postedPaths } from '../support/deferred-forms'
import { expect, test } from '../support/test'
import { STANDARD, TRIAL, badge, detailPath, openDetail } from './helpers'

test('cancel with the plan survey, then the detail shows the cancellation requested', async ({
  page,
}) => {
  await signInDirectly(page.request, FIXTURE_EMAILS.standard)
  await openDetail(page, STANDARD, 'スタンダードプラン')
  await page.getByRole('link', { name: '解約する' }).click()
  await expect(page).toHaveURL(`${detailPath(STANDARD)}/withdraw`)
  await expect(page.getByRole('heading', { level: 1, name: 'プランの解約' })).toBeVisible()
  await expect(
    page.getByText(/^解約手続き後も、\d{4}\/\d{2}\/\d{2}\(日本時間\)まではご利用いただけます。/),
  ).toBeVisible()
  const survey = page.getByRole('region', { name: '解約アンケート' })
  await expect(survey.getByRole('heading', { name: '解約アンケート' })).toBeVisible()

  const submit = page.getByRole('button', { name: '解約する' })
  await submit.click()
  const reason = survey.getByRole('radiogroup', { name: /解約の理由を教えてください/ })
  await expect(reason).toHaveAccessibleDescription('選択してください。')
  await expect(page).toHaveURL(`${detailPath(STANDARD)}/withdraw`)

  await choose(reason.getByRole('radio', { name: '見たい作品がない' }))
  await survey.getByRole('textbox', { name: /ご意見・ご要望/ }).fill('また利用します。')
  await submit.click()

  await expect(page).toHaveURL(`${detailPath(STANDARD)}/withdraw/complete`)
  await expect(
    page.getByRole('heading', { level: 1, name: '解約手続きが完了しました' }),
  ).toBeVisible()
  await expect(
    page.getByText(/^終了日時：\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}\(日本時間\)$/),
  ).toBeVisible()
  await page.getByRole('link', { name: 'ご契約内容へ戻る' }).click()
  await expect(page).toHaveURL(detailPath(STANDARD))
  await expect(badge(page, '解約予定')).toBeVisible()
  await expect(page.getByRole('link', { name: 'プランを継続する' })).toBeVisible()
  await expect(page.getByRole('link', { name: '解約する' })).toHaveCount(0)
})

test('returnTo leads back there after the cancellation; an off-site one is ignored', async ({
  page,
}) => {
  await signInDirectly(page.request, FIXTURE_EMAILS.standard)
  await page.goto(`${detailPath(TRIAL)}/withdraw?returnTo=https%3A%2F%2Fevil.example%2F`)
  await expect(page.getByRole('heading', { level: 1, name: 'プランの解約' })).toBeVisible()
  for (const link of await page.getByRole('link').all()) {
    expect(await link.getAttribute('href')).not.toContain('evil.example')
  }
  await expect(page.getByRole('link', { name: 'ご契約内容へ戻る' })).toHaveAttribute(
    'href',
    detailPath(TRIAL),
  )

  await page.goto(`${detailPath(TRIAL)}/withdraw?returnTo=%2Fwithdraw`)
  await expect(page.getByRole('heading', { level: 1, name: 'プランの解約' })).toBeVisible()
  await expect(page.getByRole('link', { name: '戻る', exact: true })).toHaveAttribute(
    'href',
    '/withdraw',
  )
  await choose(page.getByRole('radio', { name: '料金が高い' }))
  await page.getByRole('button', { name: '解約する' }).click()
  await expect(
    page.getByRole('heading', { level: 1, name: '解約手続きが完了しました' }),
  ).toBeVisible()
  await expect(page.getByRole('link', { name: '戻る', exact: true })).toHaveAttribute(
    'href',
    '/withdraw',
  )
})

test('a refused cancellation is shown on the form', async ({ page, mock }) => {
  await signInDirectly(page.request, FIXTURE_EMAILS.standard)
  await mock.fault({
    method: 'POST',
    path: '/zapi/subscription/:id/withdraw',
    status: 422,
    body: {
      code: 'SUBSCRIPTION_CANCEL_FAILED',
      message: '解約に失敗しました。時間をおいて再度お試しください。',
      requestId: 'req_cancel',
    },
  })
  await page.goto(`${detailPath(STANDARD)}/withdraw`)
  await choose(page.getByRole('radio', { name: '視聴する時間がない' }))
  await page.getByRole('button', { name: '解約する' }).click()
  await expect(page.getByRole('alert')).toContainText(
    '解約に失敗しました。時間をおいて再度お試しください。',
  )
  await expect(page.getByRole('alert')).toContainText('SUBSCRIPTION_CANCEL_FAILED')
  await expect(page).toHaveURL(`${detailPath(STANDARD)}/withdraw`)
})

test('what the member does before the cancellation form’s code arrives is done once it has: chosen, typed, then sent once', async ({
  page,
}) => {
  await signInDirectly(page.request, FIXTURE_EMAILS.standard)
  await page.goto(`${detailPath(STANDARD)}/withdraw`)
  const { release } = await openBeforeScripts(page, page.url())
  const sent = postedPaths(page)
  const posted = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith('/withdraw'),
  )
  const survey = page.getByRole('region', { name: '解約アンケート' })
  // The choice answers at once.
  await choose(survey.getByRole('radio', { name: '見たい作品がない' }))
  await survey.getByRole('textbox', { name: /ご意見・ご要望/ }).fill('また利用します。')
  // The button looks ready; a press before the code has run shows it busy and is not lost.
  const cancel = page.getByRole('button', { name: '解約する' })
  await expect(cancel).toBeEnabled()
  await cancel.click()
  await expect(cancel).toHaveAttribute('aria-busy', 'true')
  await release()
  await expect(page).toHaveURL(`${detailPath(STANDARD)}/withdraw/complete`)
  const body = (await posted).postData() ?? ''
  expect(body).toContain('見たい作品がない')
  expect(body).toContain('また利用します。')
  expect(sent).toEqual([`/zapi/subscription/${STANDARD}/withdraw`])
})

test("the survey answers not sent yet survive a reload, for this contract's cancellation", async ({
  page,
}) => {
  await signInDirectly(page.request, FIXTURE_EMAILS.standard)
  await page.goto(`${detailPath(STANDARD)}/withdraw`)
  const survey = page.getByRole('region', { name: '解約アンケート' })
  await choose(survey.getByRole('radio', { name: '見たい作品がない' }))
  const opinion = survey.getByRole('textbox', { name: /ご意見・ご要望/ })
  await opinion.fill('また利用します。')
  await page.reload()
  await expect(survey.getByRole('radio', { name: '見たい作品がない' })).toBeChecked()
  await expect(opinion).toHaveValue('また利用します。')
  // Another contract's cancellation starts empty.
  await page.goto(`${detailPath(TRIAL)}/withdraw`)
  await expect(page.getByRole('textbox', { name: /ご意見・ご要望/ })).toHaveValue('')
})
