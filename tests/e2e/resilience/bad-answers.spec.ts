import type { Fault } from '../../../mocks/faults'
import { FIXTURE_EMAILS, signInDirectly } from '../support/auth-flows'
import { expect, test } from '../support/test'

/**
 * Every way a backend can fail a page, on the root loader and on one loader of each route
 * family: the right error page with the right HTTP status, nothing of the server's internals in
 * the HTML, and the next request served normally.
 */
const LOADERS = [
  { family: 'root', path: '/zapi/internal/root/screen-data', page: '/' },
  { family: 'guest', path: '/zapi/internal/login/screen-data', page: '/login' },
  { family: 'sign-up', path: '/zapi/internal/signup/email/screen-data', page: '/signup/email' },
  { family: 'My Page', path: '/zapi/internal/mypage/screen-data', page: '/mypage', member: true },
  { family: 'plans', path: '/zapi/internal/plans/screen-data', page: '/plans' },
  // The provider's error page answers with the status it shows; it is the one OIDC page that
  // needs no interaction under way.
  {
    family: 'OIDC',
    path: '/zapi/internal/oidc/error/screen-data',
    page: '/oidc/error?status=400&type=invalid_request',
    nextStatus: 400,
  },
]

// 12 answers × every family: spread over the workers rather than one file on one worker.
test.describe.configure({ mode: 'parallel' })

type Answer = Omit<Fault, 'method' | 'path' | 'times'>

const ANSWERS: { name: string; answer: Answer; status: number; title: string }[] = [
  { name: '500', answer: { status: 500 }, status: 500, title: 'ご利用いただけません' },
  { name: '502', answer: { status: 502 }, status: 502, title: '正しい応答がありません' },
  { name: '503', answer: { status: 503 }, status: 503, title: 'メンテナンス中です' },
  { name: '504', answer: { status: 504 }, status: 504, title: '応答がありません' },
  { name: 'a timeout', answer: { delayMs: 5_000 }, status: 504, title: '応答がありません' },
  {
    name: 'malformed JSON',
    answer: { malformed: true },
    status: 502,
    title: '正しい応答がありません',
  },
  { name: 'an empty body', answer: { empty: true }, status: 502, title: '正しい応答がありません' },
  {
    name: 'a body of the wrong shape',
    answer: { body: { unexpected: 1 } },
    status: 502,
    title: '正しい応答がありません',
  },
  {
    name: 'a refused connection',
    answer: { refused: true },
    status: 502,
    title: '正しい応答がありません',
  },
  { name: '401', answer: { status: 401 }, status: 401, title: 'ページの有効期限が切れました' },
  { name: '403', answer: { status: 403 }, status: 403, title: 'アクセスが禁止されています' },
  { name: '429', answer: { status: 429 }, status: 429, title: '不明なエラー' },
]

for (const loader of LOADERS) {
  test.describe(`the ${loader.family} loader`, () => {
    for (const { name, answer, status, title } of ANSWERS) {
      test(`answering ${name} gives the ${status} page`, async ({ page, mock }) => {
        if (loader.member) await signInDirectly(page.request, FIXTURE_EMAILS.standard)
        await mock.fault({ method: 'GET', path: loader.path, ...answer })
        const response = await page.goto(loader.page)
        expect(response?.status()).toBe(status)
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
        await expect(page.getByTestId('error-code')).toContainText(String(status))
        const html = await response!.text()
        expect(html).not.toMatch(/node_modules|\n\s+at |ZodError|"unhandled"|SyntaxError/)
        const next = await page.goto(loader.page)
        expect(next?.status()).toBe(loader.nextStatus ?? 200)
      })
    }
  })
}

test('a backend refusing the visitor’s region gives the region page (403)', async ({
  page,
  mock,
}) => {
  await mock.fault({
    method: 'GET',
    path: '/zapi/internal/login/screen-data',
    status: 403,
    body: { code: 'REGION_NOT_AVAILABLE', message: 'region' },
  })
  const response = await page.goto('/login')
  expect(response?.status()).toBe(403)
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'お住まいの地域ではこのサービスをご利用いただけません',
    }),
  ).toBeVisible()
})
