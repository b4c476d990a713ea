import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { FieldRule, SignupFormScreenData } from '~generated/api/model'
import { exampleSetting } from '~tests/fixtures/profile'
import { fakeBackend, json } from '~tests/setup/fake-backend'
import { PRIVACY_POLICY, TERMS_POLICY } from '~tests/setup/policies'
import { scrollToEnd, tallPolicyBoxes } from '~tests/setup/policy-boxes'
import { renderWithProviders } from '~tests/setup/render'
import { holdInput } from '../held-input'
import { SignupForm } from './SignupForm'

vi.mock('~/lib/api/transport', () => ({ sendToBackend: vi.fn() }))
// jsdom does not scroll; the form brings the first field in error into view.
Element.prototype.scrollIntoView ??= () => {}

const VERIFIED = 'hina.tanaka@example.jp'
const TAKEN = 'このメールアドレスは既に使用されています。別のメールアドレスを登録してください。'

/** The form of an e-mail sign-up that asks only the e-mail and the password. */
const screenData = (overrides: Partial<SignupFormScreenData> = {}): SignupFormScreenData => ({
  signupMethod: 'email',
  externalIdentityType: null,
  email: VERIFIED,
  socialEmail: null,
  isPasswordRequired: true,
  registrationSetting: {
    ...exampleSetting,
    fields: Object.fromEntries(
      Object.keys(exampleSetting.fields).map((key) => [key, 'NOT_USE' as FieldRule]),
    ),
    passwordStrength: 'NONE',
    customAssociatedInfo: [],
  },
  policies: [],
  policyConsentData: [],
  parentalConsentOptions: [],
  parentalConsentAge: 18,
  countries: [],
  pinCode: {
    displayName: '認証コード',
    validityMinutes: 60,
    resendCountdownSeconds: 30,
    resendAdviceAfterMinutes: 5,
    sentAt: null,
  },
  inputtedData: null,
  stepBar: { steps: [{ key: 'form', label: '会員情報入力' }], currentStep: 1 },
  ...overrides,
})

const field = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}`) })
const submit = () => screen.getByRole('button', { name: '確認画面へ進む' })
const loginLink = () => screen.queryByRole('link', { name: 'ログインはこちら' })

/** 409 with the refusal on `field`, as the contract words it. */
const emailTaken =
  (field: string, code = 'ACCOUNT_ALREADY_EXISTS_EMAIL') =>
  () =>
    json(409, {
      code,
      message: TAKEN,
      requestId: 'req_1',
      errors: [{ field, code, message: TAKEN }],
    })

async function renderForm(data = screenData()) {
  // The password as the form keeps it in memory (back from the confirm screen).
  holdInput({ password: 'abcdefg1', passwordConfirm: 'abcdefg1', pinCode: null })
  await renderWithProviders(<SignupForm data={data} />, { path: '/signup/form' })
  await waitFor(() => expect(submit()).toBeEnabled())
}

beforeEach(() => {
  holdInput(null)
  sessionStorage.clear()
})

describe('SignupForm: an e-mail already registered (spec 01 §8)', () => {
  it('offers the login page under the e-mail field when the confirm call refuses it', async () => {
    fakeBackend({ 'POST /zapi/signup/confirm': emailTaken('inputtedData.email') })
    await renderForm()
    expect(loginLink()).toBeNull()
    await userEvent.click(submit())
    await waitFor(() => expect(field('メールアドレス')).toHaveAccessibleDescription(TAKEN))
    expect(loginLink()).toHaveAttribute('href', '/login')
  })

  it('offers it for the external account’s e-mail refused as used by an external account', async () => {
    fakeBackend({
      'POST /zapi/signup/confirm': emailTaken(
        'inputtedData.socialEmail',
        'ACCOUNT_ALREADY_EXISTS_EXTERNAL_EMAIL',
      ),
    })
    await renderForm(
      screenData({
        signupMethod: 'external',
        externalIdentityType: 'LINE',
        email: null,
        socialEmail: VERIFIED,
        isPasswordRequired: false,
      }),
    )
    await userEvent.click(submit())
    await waitFor(() => expect(loginLink()).toHaveAttribute('href', '/login'))
  })

  it('offers it when the PIN for a changed e-mail is refused as the address is registered', async () => {
    fakeBackend({ 'POST /zapi/account/email/send-pin-code': emailTaken('email') })
    await renderForm()
    await userEvent.clear(field('メールアドレス'))
    await userEvent.type(field('メールアドレス'), 'hanako.yamada@example.jp')
    await userEvent.click(screen.getByRole('button', { name: '認証コードを送信' }))
    await waitFor(() => expect(field('メールアドレス')).toHaveAccessibleDescription(TAKEN))
    expect(loginLink()).toHaveAttribute('href', '/login')
  })

  it('says nothing of the login page for another refusal of the e-mail', async () => {
    fakeBackend({
      'POST /zapi/signup/confirm': () =>
        json(400, {
          code: 'VALIDATION_ERROR',
          message: '入力内容に誤りがあります。',
          requestId: 'req_1',
          errors: [
            {
              field: 'inputtedData.email',
              code: 'VALIDATION_ERROR',
              message: 'メールアドレスの形式が正しくありません。',
            },
          ],
        }),
    })
    await renderForm()
    await userEvent.click(submit())
    await waitFor(() =>
      expect(field('メールアドレス')).toHaveAccessibleDescription(
        'メールアドレスの形式が正しくありません。',
      ),
    )
    expect(loginLink()).toBeNull()
  })
})

describe('SignupForm: the PIN of a changed e-mail (spec 01 §4)', () => {
  const refused = () =>
    json(422, {
      code: 'PIN_CODE_ERROR',
      message: '認証に失敗しました。',
      requestId: 'req_1',
      errors: [
        { field: 'inputtedData.pinCode', code: 'PIN_CODE_ERROR', message: '認証に失敗しました。' },
      ],
    })

  it('keeps 確認画面へ進む disabled while the PIN is the one refused', async () => {
    const requests = fakeBackend({ 'POST /zapi/signup/confirm': refused })
    await renderForm()
    await userEvent.clear(field('メールアドレス'))
    await userEvent.type(field('メールアドレス'), 'hina.new@example.jp')
    await userEvent.type(field('認証コード'), '111111')
    await userEvent.click(submit())
    await waitFor(() =>
      expect(field('認証コード')).toHaveAccessibleDescription('認証に失敗しました。'),
    )
    expect(submit()).toBeDisabled()
    expect(requests).toHaveLength(1)

    await userEvent.clear(field('認証コード'))
    await userEvent.type(field('認証コード'), '222222')
    expect(submit()).toBeEnabled()
    // The refused one again: disabled again.
    await userEvent.clear(field('認証コード'))
    await userEvent.type(field('認証コード'), '111111')
    expect(submit()).toBeDisabled()
    // Back to the verified e-mail: no PIN is asked, nothing holds the button.
    await userEvent.clear(field('メールアドレス'))
    await userEvent.type(field('メールアドレス'), VERIFIED)
    expect(submit()).toBeEnabled()
  })
})

describe('SignupForm: the policies to read (spec 01 §4)', () => {
  it('enables 確認画面へ進む once every non-external policy is read to its end', async () => {
    const boxes = tallPolicyBoxes()
    try {
      holdInput({ password: 'abcdefg1', passwordConfirm: 'abcdefg1', pinCode: null })
      await renderWithProviders(
        <SignupForm
          data={screenData({
            policies: [TERMS_POLICY, PRIVACY_POLICY],
          })}
        />,
        { path: '/signup/form' },
      )
      const terms = await screen.findByRole('region', { name: '利用規約' })
      expect(submit()).toBeDisabled()
      scrollToEnd(terms)
      await waitFor(() => expect(submit()).toBeEnabled())
    } finally {
      boxes.restore()
    }
  })
})
