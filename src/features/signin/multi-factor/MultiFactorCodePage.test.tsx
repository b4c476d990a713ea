import { fireEvent, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeBackend, json } from '../../../../tests/setup/fake-backend'
import { renderWithProviders } from '../../../../tests/setup/render'
import { continueAfterSignIn } from '../continue-after-sign-in'
import { MultiFactorCodePage } from './MultiFactorCodePage'

vi.mock('~/lib/api/transport', () => ({ sendToBackend: vi.fn() }))
vi.mock('../continue-after-sign-in', () => ({ continueAfterSignIn: vi.fn(() => true) }))

const otpScreen =
  (overrides: object = {}) =>
  () =>
    json(200, {
      type: 'otp',
      isPreferred: true,
      canRememberDevice: true,
      hasOtherTypes: true,
      maskedDestination: null,
      pinCode: null,
      ...overrides,
    })

const field = () => screen.getByLabelText('ワンタイムパスワード') as HTMLInputElement
const submit = () => screen.getByRole('button', { name: '認証する' })

beforeEach(() => {
  vi.mocked(continueAfterSignIn).mockClear()
})

describe('MultiFactorCodePage (spec 01 §2, §5)', () => {
  it('takes exactly 6 digits for the one-time password', async () => {
    fakeBackend({ 'GET /zapi/internal/login/multi-factor/otp/screen-data': otpScreen() })
    await renderWithProviders(<MultiFactorCodePage type="otp" />)
    fireEvent.change(await screen.findByLabelText('ワンタイムパスワード'), {
      target: { value: '12345' },
    })
    fireEvent.click(submit())
    expect(await screen.findByText('6桁のワンタイムパスワードを入力してください。')).toBeTruthy()
    expect(field().getAttribute('inputmode')).toBe('numeric')
  })

  it('sends the code with the preferred and remember-device choices', async () => {
    const requests = fakeBackend({
      'GET /zapi/internal/login/multi-factor/otp/screen-data': otpScreen(),
      'POST /zapi/login/multi-factor/otp': () => json(200, { redirectTo: '/mypage' }),
    })
    await renderWithProviders(<MultiFactorCodePage type="otp" />)
    fireEvent.change(await screen.findByLabelText('ワンタイムパスワード'), {
      target: { value: '123 456' },
    })
    expect(
      (screen.getByLabelText('次回からこの認証方法を優先して使う') as HTMLInputElement).checked,
    ).toBe(true)
    fireEvent.click(screen.getByLabelText(/このデバイスを信頼する/))
    fireEvent.click(submit())
    await waitFor(() => expect(continueAfterSignIn).toHaveBeenCalledWith({ redirectTo: '/mypage' }))
    expect(requests.at(-1)!.body).toEqual({
      value: '123456',
      isPreferred: true,
      rememberDevice: true,
    })
  })

  it('offers no remember-device choice when the backend does not allow it', async () => {
    fakeBackend({
      'GET /zapi/internal/login/multi-factor/otp/screen-data': otpScreen({
        canRememberDevice: false,
      }),
    })
    await renderWithProviders(<MultiFactorCodePage type="otp" />)
    await screen.findByLabelText('ワンタイムパスワード')
    expect(screen.queryByLabelText(/このデバイスを信頼する/)).toBeNull()
  })

  it("says '認証に失敗しました。' on a wrong code and waits for a different one", async () => {
    fakeBackend({
      'GET /zapi/internal/login/multi-factor/otp/screen-data': otpScreen(),
      'POST /zapi/login/multi-factor/otp': () =>
        json(422, {
          code: 'PIN_CODE_ERROR',
          message: '認証に失敗しました。',
          requestId: 'r',
          errors: [{ field: 'value', code: 'PIN_CODE_ERROR', message: '認証に失敗しました。' }],
        }),
    })
    await renderWithProviders(<MultiFactorCodePage type="otp" />)
    fireEvent.change(await screen.findByLabelText('ワンタイムパスワード'), {
      target: { value: '000000' },
    })
    fireEvent.click(submit())
    expect(await screen.findByText('認証に失敗しました。')).toBeTruthy()
    await waitFor(() => expect(submit().hasAttribute('disabled')).toBe(true))
    expect(continueAfterSignIn).not.toHaveBeenCalled()
  })

  it('tells where an e-mailed code went, named as the store calls it', async () => {
    fakeBackend({
      'GET /zapi/internal/login/multi-factor/email/screen-data': () =>
        json(200, {
          type: 'email',
          isPreferred: false,
          canRememberDevice: true,
          hasOtherTypes: false,
          maskedDestination: 't****@example.jp',
          pinCode: {
            displayName: '確認コード',
            validityMinutes: 60,
            resendCountdownSeconds: 30,
            resendAdviceAfterMinutes: 5,
          },
        }),
    })
    await renderWithProviders(<MultiFactorCodePage type="email" />)
    expect(
      await screen.findByText(
        't****@example.jp 宛にメールで送信した確認コードを入力してください。',
      ),
    ).toBeTruthy()
    expect(screen.getByText('確認コードの有効期限は60分です。')).toBeTruthy()
    expect(screen.queryByRole('link', { name: '別の方法で認証する' })).toBeNull()
  })
})
