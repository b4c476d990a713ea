import { chromium } from '@playwright/test'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
const page = await browser.newPage({ baseURL: 'http://127.0.0.1:3117', locale: 'ja-JP' })
page.on('console', (m) => { if ((m.type() === 'error' || m.type()==='warning') && !m.text().includes('ERR_NAME')) console.log('CONSOLE', m.type(), m.text().slice(0, 400)) })
page.on('pageerror', (e) => console.log('PAGEERROR', e.message))
await page.request.post('/__mock/reset', { data: { scenario: 'default' } })
await page.goto('/signup/email')
await page.getByRole('heading', { name: 'メールアドレスの入力' }).waitFor()
console.log(await page.locator('main').ariaSnapshot())
const email = `probe.${Date.now()}@example.jp`
await page.getByRole('textbox', { name: 'メールアドレス' }).fill(email)
for (const box of await page.getByRole('main').getByRole('region').all()) {
  await box.evaluate((el) => el.scrollTo({ top: el.scrollHeight }))
}
for (const c of await page.getByRole('checkbox', { name: /に同意する$/ }).all()) await c.check()
await page.getByRole('button', { name: '認証コードを送信' }).click()
await page.getByRole('heading', { name: '認証コードの入力' }).waitFor()
console.log(await page.locator('main').ariaSnapshot())
const outbox = await (await page.request.get('/__mock/outbox')).json()
const code = outbox.messages.findLast((m) => m.purpose === 'signUp').code
await page.getByRole('textbox', { name: '認証コード' }).fill(code)
await page.getByRole('button', { name: '認証して次へ' }).click()
await page.getByRole('heading', { name: '会員情報の入力' }).waitFor()
console.log(await page.locator('main').ariaSnapshot())
await browser.close()
