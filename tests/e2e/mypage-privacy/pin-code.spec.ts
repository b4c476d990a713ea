import type { Page } from '@playwright/test'
import { FIXTURE_EMAILS, signInDirectly } from '../support/auth-flows'
import { expect, test } from '../support/test'

const newRow = (page: Page) =>
  page.getByRole('group', { name: '新しいPINコード 必須', exact: true })
const confirmRow = (page: Page) => page.getByRole('group', { name: '新しいPINコード（確認用）' })
const box = (row: ReturnType<typeof newRow>, digit: number) =>
  row.getByRole('textbox', { name: `${digit}桁目` })

/** Pastes `text` into the focused box, as the clipboard would. */
async function paste(page: Page, text: string) {
  await page.evaluate((pasted) => {
    const data = new DataTransfer()
    data.setData('text/plain', pasted)
    document.activeElement!.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    )
  }, text)
}

async function openPinCode(page: Page) {
  await signInDirectly(page.request, FIXTURE_EMAILS.standard)
  await page.goto('/mypage/pin-code')
  await expect(page.getByRole('heading', { level: 1, name: 'PINコード設定' })).toBeVisible()
  // Typing moves on to the next box (the form hydrated by page.goto).
  await box(newRow(page), 1).fill('1')
  await expect(box(newRow(page), 2)).toBeFocused()
  await page.keyboard.press('Backspace')
  await expect(box(newRow(page), 1)).toBeFocused()
  await page.keyboard.press('Backspace')
  await expect(box(newRow(page), 1)).toHaveValue('')
}

test('a pasted PIN and a mismatched confirmation, then the PIN is set', async ({ page }) => {
  await openPinCode(page)
  const submit = page.getByRole('button', { name: '設定する' })

  await box(newRow(page), 1).focus()
  await paste(page, '２５８０')
  for (const [index, digit] of ['2', '5', '8', '0'].entries()) {
    await expect(box(newRow(page), index + 1)).toHaveValue(digit)
  }
  await expect(submit).toBeDisabled()
  await box(confirmRow(page), 1).focus()
  await page.keyboard.type('2581')
  await expect(submit).toBeEnabled()
  await submit.click()
  await expect(page.getByText('確認用PINコードが一致しません。')).toBeVisible()

  // Editing clears the error; a paste of another count changes nothing.
  await box(confirmRow(page), 4).focus()
  await page.keyboard.press('Backspace')
  await expect(page.getByText('確認用PINコードが一致しません。')).toBeHidden()
  await expect(submit).toBeDisabled()
  await paste(page, '12345')
  await expect(box(confirmRow(page), 4)).toHaveValue('')
  await box(confirmRow(page), 4).fill('0')
  await submit.click()

  await expect(page).toHaveURL('/mypage/pin-code/complete')
  await expect(page.getByRole('heading', { level: 1, name: 'PINコード設定完了' })).toBeVisible()
  await page.getByRole('link', { name: 'マイページへ戻る' }).click()
  await expect(page).toHaveURL('/mypage')
})

test('a failed setting says エラーが発生しました and the button can be pressed again', async ({
  page,
  mock,
}) => {
  await mock.fault({ method: 'POST', path: '/zapi/account/pinCode/set', status: 500 })
  await openPinCode(page)
  await box(newRow(page), 1).focus()
  await paste(page, '2580')
  await box(confirmRow(page), 1).focus()
  await paste(page, '2580')
  const submit = page.getByRole('button', { name: '設定する' })
  await submit.click()
  await expect(page.getByRole('alert')).toContainText('エラーが発生しました')
  await expect(page).toHaveURL('/mypage/pin-code')
  await expect(submit).toBeEnabled()
  await submit.click()
  await expect(page).toHaveURL('/mypage/pin-code/complete')
})

test('with the PIN code off in the store, the page sends the member to My Page', async ({
  page,
  mock,
}) => {
  await mock.reset('pin-code-off')
  await signInDirectly(page.request, FIXTURE_EMAILS.standard)
  await page.goto('/mypage/pin-code')
  await expect(page).toHaveURL('/mypage')
})
