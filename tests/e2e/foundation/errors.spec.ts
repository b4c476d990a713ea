import { expect, test } from '../support/test'

const HOME_LOADER = '/zapi/internal/screen-data'

const PAGES = [
  { status: 401, title: 'ページの有効期限が切れました' },
  { status: 403, title: 'アクセスが禁止されています' },
  { status: 404, title: 'ページが見つかりません' },
  { status: 500, title: 'ご利用いただけません' },
  { status: 502, title: '正しい応答がありません' },
  { status: 503, title: 'メンテナンス中です' },
  { status: 504, title: '応答がありません' },
]

for (const { status, title } of PAGES) {
  test(`a loader answering ${status} gives the ${status} page with that status`, async ({
    page,
    mock,
  }) => {
    await mock.fault({ method: 'GET', path: HOME_LOADER, status })
    const response = await page.goto('/')
    expect(response?.status()).toBe(status)
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await expect(page.getByTestId('error-code')).toContainText(String(status))
    await page.getByRole('link', { name: 'トップページへ戻る' }).click()
    await expect(page).toHaveURL('/')
  })
}

test('an unknown route is a 404 page with a 404 status', async ({ page }) => {
  const response = await page.goto('/no/such/page')
  expect(response?.status()).toBe(404)
  await expect(
    page.getByRole('heading', { level: 1, name: 'ページが見つかりません' }),
  ).toBeVisible()
})

test('a region-restricted answer gives the region page', async ({ page, mock }) => {
  await mock.fault({
    method: 'GET',
    path: HOME_LOADER,
    status: 403,
    body: { code: 'REGION_NOT_AVAILABLE', message: '', requestId: 'req_region' },
  })
  await page.goto('/')
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'お住まいの地域ではこのサービスをご利用いただけません',
    }),
  ).toBeVisible()
})

test('a backend that does not answer in time gives the 504 page, and the server keeps serving', async ({
  page,
  mock,
}) => {
  await mock.fault({ method: 'GET', path: HOME_LOADER, delayMs: 5_000 })
  const response = await page.goto('/')
  expect(response?.status()).toBe(504)
  await expect(page.getByRole('heading', { level: 1, name: '応答がありません' })).toBeVisible()
  const next = await page.goto('/')
  expect(next?.status()).toBe(200)
})

test('a backend answering garbage gives the 502 page, never a blank screen', async ({
  page,
  mock,
}) => {
  await mock.fault({ method: 'GET', path: HOME_LOADER, malformed: true })
  const response = await page.goto('/')
  expect(response?.status()).toBe(502)
  await expect(
    page.getByRole('heading', { level: 1, name: '正しい応答がありません' }),
  ).toBeVisible()
})

test('a failing root loader still gives an error page', async ({ page, mock }) => {
  await mock.fault({ method: 'GET', path: '/zapi/internal/root/screen-data', status: 503 })
  const response = await page.goto('/')
  expect(response?.status()).toBe(503)
  await expect(page.getByRole('heading', { level: 1, name: 'メンテナンス中です' })).toBeVisible()
})
