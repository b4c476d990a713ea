import type { Fault } from '../../../mocks/faults'
import { expect, test } from '../support/test'

/**
 * A call the backend answers 200 but not as its operation promises (issue 29, item 9): the member
 * sees the failure with its code and request id, never nothing.
 */
const ANSWERS: { name: string; answer: Omit<Fault, 'method' | 'path' | 'times'> }[] = [
  { name: 'an empty body', answer: { empty: true } },
  { name: 'no redirectTo', answer: { body: {} } },
  { name: 'a body of the wrong shape', answer: { body: { redirectTo: 42 } } },
  { name: 'malformed JSON', answer: { malformed: true } },
]

for (const { name, answer } of ANSWERS) {
  test(`a call answered with ${name} shows the failure and its request id`, async ({
    page,
    mock,
  }) => {
    await page.goto('/password/forgot')
    await mock.fault({ method: 'POST', path: '/zapi/auth/password/forgot', ...answer })
    await page.getByRole('textbox', { name: 'メールアドレス' }).fill('hanako.yamada@example.jp')
    await page.getByRole('button', { name: '再設定用のリンクを送信' }).click()
    const alert = page.getByRole('alert')
    await expect(alert).toContainText('エラーコード: BAD_GATEWAY')
    await expect(alert).toContainText(/お問い合わせ番号: [\w.:-]{8,}/)
    await expect(page).toHaveURL('/password/forgot')
  })
}
