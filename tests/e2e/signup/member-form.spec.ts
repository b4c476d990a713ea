import { FIXTURE_EMAILS } from '../../../mocks/fixtures/accounts'
import { lastMessage } from '../support/auth-flows'
import { choose, pressSubmit } from '../support/deferred-forms'
import { expect, test } from '../support/test'
import {
  NEW_PASSWORD,
  field,
  fillRequiredFields,
  newEmail,
  readPolicies,
  toConfirm,
  verifyEmail,
} from './signup-flow'

const PARENTAL = '18歳未満の方は保護者の同意が必要です。'

test('under 18, every parental consent is required before the confirm screen', async ({
  page,
  mock,
}) => {
  await verifyEmail(page, mock, newEmail('minor'))
  await expect(page.getByRole('group', { name: '保護者の方の同意' })).toHaveCount(0)
  await fillRequiredFields(page, { birthday: '２０１２０４０１' })
  await expect(field(page, '生年月日')).toHaveValue('2012/04/01')
  const consents = page.getByRole('group', { name: '保護者の方の同意' })
  await expect(consents).toBeVisible()
  await toConfirm(page)
  await expect(consents.getByRole('checkbox', { name: '保護者の同意を得ています' })).toBeFocused()
  await expect(consents.getByText(PARENTAL)).toHaveCount(2)
  for (const consent of await consents.getByRole('checkbox').all()) await consent.check()
  await toConfirm(page)
  await expect(page).toHaveURL('/signup/confirm')
  await expect(page.getByRole('row', { name: /保護者の方の同意/ })).toContainText(
    '有料プランの購入について保護者の了承を得ています',
  )
  await page.getByRole('button', { name: '登録する' }).click()
  await expect(page).toHaveURL('/signup/complete')
})

test('an adult birthday asks no parental consent', async ({ page, mock }) => {
  await verifyEmail(page, mock, newEmail())
  await field(page, '生年月日').fill('20120401')
  await expect(page.getByRole('group', { name: '保護者の方の同意' })).toBeVisible()
  await field(page, '生年月日').fill('19900415')
  await expect(page.getByRole('group', { name: '保護者の方の同意' })).toHaveCount(0)
})

test('the postal code lookup: one address fills the form, several open 住所を選択, none says so', async ({
  page,
  mock,
}) => {
  await verifyEmail(page, mock, newEmail())
  const postalCode = field(page, '郵便番号')
  const search = page.getByRole('button', { name: '住所を検索' })
  const prefecture = page.getByRole('combobox', { name: /^都道府県/ })
  const address = field(page, '住所（市区町村・番地）')

  await postalCode.fill('150-000')
  await expect(search).toBeDisabled()
  await postalCode.fill('１５０－０００１')
  await expect(postalCode).toHaveValue('1500001')
  await search.click()
  await expect(prefecture).toHaveValue('13')
  await expect(address).toHaveValue('渋谷区神宮前')

  await postalCode.fill('0600000')
  await search.click()
  const dialog = page.getByRole('dialog', { name: '住所を選択' })
  await expect(dialog.getByRole('radio')).toHaveCount(3)
  await expect(dialog.getByRole('button', { name: '決定' })).toBeDisabled()
  await dialog.getByRole('radio', { name: '北海道札幌市中央区大通西' }).check()
  await dialog.getByRole('button', { name: '決定' }).click()
  await expect(dialog).toBeHidden()
  await expect(prefecture).toHaveValue('1')
  await expect(address).toHaveValue('札幌市中央区大通西')

  await postalCode.fill('5300000')
  await search.click()
  await page
    .getByRole('dialog', { name: '住所を選択' })
    .getByRole('button', { name: '閉じる' })
    .click()
  await expect(address).toHaveValue('札幌市中央区大通西')

  await postalCode.fill('9999999')
  await search.click()
  await expect(postalCode).toHaveAccessibleDescription(/該当する住所が見つかりませんでした。/)
})

test('back from the confirm screen, and after a reload, every value is still there', async ({
  page,
  mock,
}) => {
  await verifyEmail(page, mock, newEmail('back'))
  await fillRequiredFields(page)
  await field(page, 'ニックネーム').fill('はなこ')
  await field(page, '郵便番号').fill('1500001')
  await page.getByRole('combobox', { name: /^都道府県/ }).selectOption('13')
  await field(page, '電話番号').fill('09012345678')
  await page.getByRole('checkbox', { name: 'アニメ' }).check()
  await field(page, '当サービスを知ったきっかけ').fill('友人の紹介')
  await toConfirm(page)
  await expect(page).toHaveURL('/signup/confirm')

  const expectKept = async ({ password }: { password: string }) => {
    await expect(field(page, 'パスワード')).toHaveValue(password)
    await expect(field(page, 'パスワード（確認用）')).toHaveValue(password)
    await expect(field(page, '姓')).toHaveValue('山田')
    await expect(field(page, 'メイ')).toHaveValue('ハナコ')
    await expect(field(page, 'ニックネーム')).toHaveValue('はなこ')
    await expect(page.getByRole('radio', { name: '女性' })).toBeChecked()
    await expect(field(page, '生年月日')).toHaveValue('1990/04/15')
    await expect(field(page, '郵便番号')).toHaveValue('1500001')
    await expect(page.getByRole('combobox', { name: /^都道府県/ })).toHaveValue('13')
    await expect(field(page, '電話番号')).toHaveValue('09012345678')
    await expect(page.getByRole('checkbox', { name: 'アニメ' })).toBeChecked()
    await expect(field(page, '当サービスを知ったきっかけ')).toHaveValue('友人の紹介')
  }

  await page.getByRole('link', { name: '修正する' }).click()
  await expect(page).toHaveURL('/signup/form')
  await expectKept({ password: NEW_PASSWORD })

  await toConfirm(page)
  await expect(page).toHaveURL('/signup/confirm')
  await page.goBack()
  await expect(page).toHaveURL('/signup/form')
  await expectKept({ password: NEW_PASSWORD })

  // A reload keeps everything but the password, which never leaves the page's memory.
  await page.reload()
  await expect(page.getByRole('button', { name: '確認画面へ進む' })).toBeEnabled()
  await expectKept({ password: '' })
})

test('a reload on the confirm screen sends the visitor back to retype the password', async ({
  page,
  mock,
}) => {
  await verifyEmail(page, mock, newEmail())
  await fillRequiredFields(page)
  await toConfirm(page)
  await expect(page).toHaveURL('/signup/confirm')
  await page.reload()
  await expect(page.getByText('パスワードを入力し直してください。', { exact: false })).toBeVisible()
  await expect(page.getByRole('button', { name: '登録する' })).toBeDisabled()
  await page.getByRole('link', { name: '修正する' }).click()
  await expect(field(page, '姓')).toHaveValue('山田')
  await expect(field(page, 'パスワード')).toHaveValue('')
})

test('an external sign-up registers after a reload on the confirm screen, its password being optional', async ({
  page,
}) => {
  await page.goto('/signup/auth')
  await page.getByRole('link', { name: 'Yahoo! JAPANで新規登録' }).click()
  await expect(page).toHaveURL('/signup/form')
  // The form's code loads at its first use (decision 0020): type first; a choice made meanwhile
  // shows once it is ready.
  await field(page, '姓').fill('渡辺')
  await choose(page.getByRole('radio', { name: '男性' }))
  // Its policies are still to read: 確認画面へ進む waits for them (spec 01 §4).
  const next = page.getByRole('button', { name: '確認画面へ進む' })
  await expect(next).toBeDisabled()
  await field(page, '名').fill('翔')
  await field(page, 'セイ').fill('ワタナベ')
  await field(page, 'メイ').fill('ショウ')
  await field(page, '生年月日').fill('19880203')
  await readPolicies(page)
  await expect(next).toBeEnabled()
  await toConfirm(page)
  await expect(page).toHaveURL('/signup/confirm')
  await page.reload()
  await expect(
    page.getByText('パスワードを設定する場合は「修正する」から入力し直してください。', {
      exact: false,
    }),
  ).toBeVisible()
  // The confirm form's code loads at this first press (decision 0020); the press is not lost.
  await pressSubmit(page.getByRole('button', { name: '登録する' }))
  await expect(page).toHaveURL('/signup/complete')
})

test('a changed e-mail needs the PIN sent to the new address; a refused PIN holds the button until it changes', async ({
  page,
  mock,
}) => {
  await verifyEmail(page, mock, newEmail('old'))
  await fillRequiredFields(page)
  const changed = newEmail('new')
  await field(page, 'メールアドレス').fill(changed)
  await toConfirm(page)
  await expect(field(page, '認証コード')).toHaveAccessibleDescription(
    '認証コードを入力してください。',
  )
  await page.getByRole('button', { name: '認証コードを送信' }).click()
  const sent = await lastMessage(mock, 'signUp', changed)
  const pin = field(page, '認証コード')
  await pin.fill(sent.code === '000000' ? '111111' : '000000')
  await toConfirm(page)
  await expect(pin).toHaveAccessibleDescription('認証に失敗しました。')
  const next = page.getByRole('button', { name: '確認画面へ進む' })
  await expect(next).toBeDisabled()
  await pin.fill(sent.code!)
  await expect(next).toBeEnabled()
  await toConfirm(page)
  await expect(page).toHaveURL('/signup/confirm')
  await expect(page.getByRole('row', { name: /メールアドレス/ })).toContainText(changed)
})

test("a changed e-mail's PIN: a taken address is refused on its field with the login link, a 429 waits out its Retry-After", async ({
  page,
  mock,
}) => {
  await verifyEmail(page, mock, newEmail('old'))
  const address = field(page, 'メールアドレス')
  await address.fill(FIXTURE_EMAILS.standard)
  await page.getByRole('button', { name: '認証コードを送信' }).click()
  await expect(address).toHaveAccessibleDescription(
    'このメールアドレスは既に使用されています。別のメールアドレスを登録してください。',
  )
  await expect(page.getByRole('link', { name: 'ログインはこちら' })).toHaveAttribute(
    'href',
    '/login',
  )
  await address.fill(newEmail('new'))
  await mock.fault({ method: 'POST', path: '/zapi/account/email/send-pin-code', status: 429 })
  await page.getByRole('button', { name: '認証コードを送信' }).click()
  // Refused as too early: the resend counts down the server's Retry-After (30 s), no message.
  await expect(
    page.getByRole('button', { name: /^コードを再送信（\d+秒後に可能）$/ }),
  ).toBeDisabled()
  await expect(page.getByRole('alert')).toHaveCount(0)
})

test.describe('registration settings', () => {
  test('NOT_USE fields are not asked: the minimal setting asks e-mail and password only', async ({
    page,
    mock,
  }) => {
    await mock.reset('registration-minimal')
    await verifyEmail(page, mock, newEmail('minimal'))
    for (const label of [
      '姓',
      'セイ',
      'ニックネーム',
      '生年月日',
      '郵便番号',
      '電話番号',
      'ログインID',
    ]) {
      await expect(field(page, label)).toHaveCount(0)
    }
    await expect(page.getByRole('radiogroup', { name: /性別/ })).toHaveCount(0)
    await field(page, 'パスワード').fill('abcdefg1')
    await field(page, 'パスワード（確認用）').fill('abcdefg1')
    await toConfirm(page)
    await expect(page).toHaveURL('/signup/confirm')
    await expect(page.getByRole('row')).toHaveCount(2)
  })

  test('REQUIRED fields are marked 必須 and asked; sex is a select without 0; upper case and symbol needed', async ({
    page,
    mock,
  }) => {
    await mock.reset('registration-all-required')
    await verifyEmail(page, mock, newEmail('required'))
    for (const label of [
      'ログインID',
      'ニックネーム',
      '郵便番号',
      '電話番号',
      '建物名・部屋番号',
    ]) {
      await expect(page.getByRole('textbox', { name: `${label} 必須`, exact: true })).toBeVisible()
    }
    const sex = page.getByRole('combobox', { name: '性別 必須' })
    await expect(sex.getByRole('option')).toHaveText(['選択してください', '男性', '女性', 'その他'])
    await expect(
      page.getByRole('list', { name: 'パスワードの条件' }).getByRole('listitem'),
    ).toHaveCount(5)
    await field(page, 'パスワード').fill('Sakura2027')
    await toConfirm(page)
    await expect(page.getByText('パスワードには少なくとも1つの記号が必要です。')).toBeVisible()
    await expect(field(page, 'ログインID')).toHaveAccessibleDescription(/入力してください。/)
    await expect(field(page, '電話番号')).toHaveAccessibleDescription(/入力してください。/)
    await expect(page.getByRole('combobox', { name: '都道府県 必須' })).toHaveAccessibleDescription(
      /選択してください。/,
    )
    await expect(sex).toHaveAccessibleDescription(/性別を選択してください。/)
    await expect(page).toHaveURL('/signup/form')
  })
})
