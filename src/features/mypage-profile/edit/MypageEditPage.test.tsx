import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AccountRegistrationSetting, MypageEditScreenData } from '~generated/api/model'
import { formatBirthday } from '~/lib/rules/birthday'
import { DeferredMypageEditForm, MypageEditPage } from './MypageEditPage'
import { everyFieldSetting, hanakoAccount, hanakoProfile } from '~tests/fixtures/profile'
import { fakeBackend, json } from '~tests/setup/fake-backend'
import { renderWithProviders } from '~tests/setup/render'
import { withFormCode } from '~/components/before-hydration/lazy-form'

vi.mock('~/lib/api/transport', () => ({ sendToBackend: vi.fn() }))

const setting: AccountRegistrationSetting = {
  ...everyFieldSetting,
  fields: {
    ...everyFieldSetting.fields,
    name: 'NOT_USE',
    nameKana: 'NOT_USE',
    familyAndGivenName: 'REQUIRED',
    familyAndGivenNameKana: 'REQUIRED',
  },
  genderInputType: 'Radio',
  message: 'ご登録いただいた情報は、サービスの提供とご案内のために利用します。',
}

const editScreen = (overrides: Partial<MypageEditScreenData> = {}): MypageEditScreenData => ({
  account: hanakoAccount,
  registrationSetting: setting,
  countries: [
    { code: 'JP', nameEn: 'Japan', nameJa: '日本' },
    { code: 'US', nameEn: 'United States of America', nameJa: 'アメリカ合衆国' },
  ],
  draft: null,
  ...overrides,
})

const SCREEN = 'GET /zapi/internal/mypage/edit/screen-data'
const CONFIRM = 'POST /zapi/account/edit/confirm'
const textbox = (label: string) =>
  screen.getByRole('textbox', { name: new RegExp(`^${label} (必須|任意)$`) })
const toConfirm = () => screen.getByRole('button', { name: '確認画面へ進む' })

async function renderPage(data = editScreen(), answers: Parameters<typeof fakeBackend>[0] = {}) {
  const requests = fakeBackend({ [SCREEN]: () => json(200, data), ...answers })
  const rendered = await renderWithProviders(<MypageEditPage />, { path: '/mypage/edit' })
  await screen.findByRole('heading', { name: '会員情報の変更' })
  return { requests, ...rendered }
}

beforeEach(() => {
  sessionStorage.clear()
})

// As the route's loader does: the form's code is loaded before the page shows; and its schema,
// which the form loads at the first focus, so that a validation does not wait for it.
beforeAll(
  () => withFormCode(DeferredMypageEditForm, import('~/lib/rules/profile/profile-schema')),
  30_000,
)

describe('MypageEditPage (spec 02 §2, §5)', () => {
  it("shows the store's message and the member's saved values, countries in the page's language", async () => {
    await renderPage()
    expect(
      screen.getByText('ご登録いただいた情報は、サービスの提供とご案内のために利用します。'),
    ).toBeInTheDocument()
    expect(textbox('姓')).toHaveValue('山田')
    expect(textbox('生年月日')).toHaveValue('1990/04/15')
    const country = screen.getByRole('combobox', { name: '国・地域 任意' })
    expect(country).toHaveValue('JP')
    expect(within(country).getByRole('option', { name: 'アメリカ合衆国' })).toHaveValue('US')
  })

  it('starts from the values kept by the confirm call after the fix button', async () => {
    await renderPage(
      editScreen({
        draft: {
          formData: { ...hanakoProfile, nickname: 'はなちゃん', customAssociatedInfo: undefined },
          customAssociatedInfoData: [{ id: 'accept_dm', value: 'true' }],
        },
      }),
    )
    expect(textbox('ニックネーム')).toHaveValue('はなちゃん')
    expect(screen.getByRole('checkbox', { name: /^ダイレクトメールを受け取る/ })).toBeChecked()
  })

  it('corrects the birthday as it is typed: month, day, and no date after today', async () => {
    const user = userEvent.setup()
    await renderPage()
    const birthday = textbox('生年月日')
    await user.clear(birthday)
    await user.type(birthday, '19901345')
    expect(birthday).toHaveValue('1990/12/31')
    await user.clear(birthday)
    await user.type(birthday, '18990229')
    expect(birthday.getAttribute('value')!.startsWith(`${new Date().getFullYear()}/02/`)).toBe(true)
    await user.clear(birthday)
    await user.type(birthday, '20991231')
    const now = new Date()
    const today = `${now.getFullYear()}${String(now.getMonth() + 1).padStart(2, '0')}${String(now.getDate()).padStart(2, '0')}`
    expect(birthday).toHaveValue(formatBirthday(today))
  })

  it('keeps a REQUIRED field left empty or a wrong format from being sent', async () => {
    const user = userEvent.setup()
    const { requests } = await renderPage()
    await user.clear(textbox('姓'))
    await user.clear(textbox('セイ'))
    await user.type(textbox('セイ'), 'やまだ')
    await user.click(toConfirm())
    expect(await screen.findByText('入力してください。')).toBeInTheDocument()
    expect(screen.getByText('全角カタカナで入力してください')).toBeInTheDocument()
    expect(textbox('姓')).toHaveAttribute('aria-invalid', 'true')
    expect(textbox('姓')).toHaveFocus()
    expect(requests.filter((request) => request.method === 'POST')).toEqual([])
  })

  it('sends the standard and custom fields apart, empty ones as null, once, then confirms', async () => {
    const user = userEvent.setup()
    const { requests, router } = await renderPage(editScreen(), {
      // Answered a moment later, as over a network: the second click comes while it is pending.
      [CONFIRM]: async () => {
        await new Promise((resolve) => setTimeout(resolve, 50))
        return json(200, { redirectTo: '/mypage/edit/confirm' })
      },
    })
    await user.clear(textbox('ニックネーム'))
    await user.click(screen.getByRole('checkbox', { name: '映画' }))
    await user.dblClick(toConfirm())
    await waitFor(() => expect(router.state.location.pathname).toBe('/mypage/edit/confirm'))
    const sent = requests.filter((request) => request.method === 'POST')
    expect(sent).toHaveLength(1)
    expect(sent[0]!.body).toMatchObject({
      inputtedData: {
        formData: { familyName: '山田', nickname: null, prefecture: 13, name: null },
        customAssociatedInfoData: [
          { id: 'favorite_genre', value: ['drama', 'movie'] },
          { id: 'how_did_you_know', value: '友人の紹介' },
          { id: 'accept_dm', value: 'false' },
        ],
      },
    })
  })

  it("puts the backend's refusals on their fields, custom ones included", async () => {
    const user = userEvent.setup()
    await renderPage(editScreen(), {
      [CONFIRM]: () =>
        json(400, {
          code: 'VALIDATION_ERROR',
          message: '入力内容に誤りがあります。',
          errors: [
            {
              field: 'inputtedData.formData.phoneNumber',
              code: 'VALIDATION_ERROR',
              message: '電話番号の形式が正しくありません',
            },
            {
              field: 'inputtedData.customAssociatedInfo.how_did_you_know',
              code: 'VALIDATION_ERROR',
              message: '入力してください。',
            },
          ],
        }),
    })
    await user.click(toConfirm())
    expect(await screen.findByText('電話番号の形式が正しくありません')).toBeInTheDocument()
    expect(textbox('電話番号')).toHaveAttribute('aria-invalid', 'true')
    expect(
      screen.getByRole('textbox', { name: '当サービスを知ったきっかけ 任意' }),
    ).toHaveAttribute('aria-invalid', 'true')
    expect(screen.queryByRole('alert', { name: /入力内容に誤り/ })).not.toBeInTheDocument()
  })

  it('shows any other failure above the form with its code', async () => {
    const user = userEvent.setup()
    await renderPage(editScreen(), {
      [CONFIRM]: () => json(500, { code: 'INTERNAL_ERROR', message: 'エラーが発生しました。' }),
    })
    await user.click(toConfirm())
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('エラーが発生しました。')
    expect(alert).toHaveTextContent('INTERNAL_ERROR')
  })

  it('keeps what was typed but not sent across a reload, while the saved values stay the same', async () => {
    const user = userEvent.setup()
    const first = await renderPage()
    await user.clear(textbox('ニックネーム'))
    await user.type(textbox('ニックネーム'), 'はなちゃん')
    first.unmount()

    const reloaded = await renderPage()
    expect(textbox('ニックネーム')).toHaveValue('はなちゃん')
    reloaded.unmount()

    // Saved elsewhere in the meantime: the backend's values win over the old typing.
    await renderPage(editScreen({ account: { ...hanakoAccount, nickname: 'ハナ' } }))
    expect(textbox('ニックネーム')).toHaveValue('ハナ')
  })
})
