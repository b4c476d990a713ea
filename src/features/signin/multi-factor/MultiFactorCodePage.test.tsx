import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeBackend, json } from '~tests/setup/fake-backend'
import { renderWithProviders } from '~tests/setup/render'
import { loadPage } from '~/lib/browser/load-page'
import { MultiFactorCodePage } from './MultiFactorCodePage'

vi.mock('~/lib/api/transport', () => ({ sendToBackend: vi.fn() }))
vi.mock('~/lib/browser/load-page', () => ({ loadPage: vi.fn() }))

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

/** The screen of an e-mailed or texted code, its resend countdown at `resendCountdownSeconds`. */
const sentCodeScreen = (
  type: 'email' | 'sms',
  resendCountdownSeconds: number,
  overrides: object = {},
) =>
  otpScreen({
    type,
    isPreferred: false,
    maskedDestination: type === 'email' ? 't****@example.jp' : '090****4321',
    pinCode: {
      displayName: '確認コード',
      validityMinutes: 60,
      resendCountdownSeconds,
      resendAdviceAfterMinutes: 5,
    },
    ...overrides,
  })

const field = () => screen.getByLabelText('ワンタイムパスワード 必須') as HTMLInputElement
const submit = () => screen.getByRole('button', { name: '認証する' })

beforeEach(() => {
  vi.mocked(loadPage).mockClear()
})

describe('MultiFactorCodePage (spec 01 §2, §5)', () => {
  it('takes exactly 6 digits for the one-time password', async () => {
    fakeBackend({ 'GET /zapi/internal/login/multi-factor/otp/screen-data': otpScreen() })
    await renderWithProviders(<MultiFactorCodePage type="otp" />)
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('ワンタイムパスワード 必須'), '12345')
    await user.click(submit())
    expect(
      await screen.findByText('6桁のワンタイムパスワードを入力してください。'),
    ).toBeInTheDocument()
    expect(field()).toHaveAttribute('inputmode', 'numeric')
    expect(field()).toHaveAttribute('maxlength', '6')
  })

  it('sends the code with the preferred and remember-device choices', async () => {
    const requests = fakeBackend({
      'GET /zapi/internal/login/multi-factor/otp/screen-data': otpScreen(),
      'POST /zapi/login/multi-factor/otp': () => json(200, { redirectTo: '/mypage' }),
    })
    await renderWithProviders(<MultiFactorCodePage type="otp" />)
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('ワンタイムパスワード 必須'), '123 456')
    expect(screen.getByLabelText('次回からこの認証方法を優先して使う')).toBeChecked()
    await user.click(screen.getByLabelText(/このデバイスを信頼する/))
    await user.click(submit())
    await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/mypage'))
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
    await screen.findByLabelText('ワンタイムパスワード 必須')
    expect(screen.queryByLabelText(/このデバイスを信頼する/)).not.toBeInTheDocument()
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
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('ワンタイムパスワード 必須'), '000000')
    await user.click(submit())
    expect(await screen.findByText('認証に失敗しました。')).toBeInTheDocument()
    expect(field()).toHaveAttribute('aria-invalid', 'true')
    await waitFor(() => expect(submit()).toBeDisabled())
    expect(loadPage).not.toHaveBeenCalled()
  })

  it('tells where an e-mailed code went, named as the store calls it', async () => {
    fakeBackend({
      'GET /zapi/internal/login/multi-factor/email/screen-data': sentCodeScreen('email', 30, {
        hasOtherTypes: false,
      }),
    })
    await renderWithProviders(<MultiFactorCodePage type="email" />)
    expect(
      await screen.findByText(
        't****@example.jp 宛にメールで送信した確認コードを入力してください。',
      ),
    ).toBeInTheDocument()
    expect(screen.getByText('コードの有効期限は60分です。')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: /コードを再送信（\d+秒後に可能）/ })).toBeDisabled()
    expect(screen.queryByRole('link', { name: '別の方法で認証する' })).not.toBeInTheDocument()
  })

  it('resends the texted code to the waiting sign-in once the countdown has run out', async () => {
    const requests = fakeBackend({
      'GET /zapi/internal/login/multi-factor/sms/screen-data': sentCodeScreen('sms', 0),
      'POST /zapi/login/multi-factor/sms/re-send-code': () =>
        json(200, {
          sentAt: '2026-11-22T10:15:00+09:00',
          expiresAt: '2026-11-22T11:15:00+09:00',
          resendCountdownSeconds: 30,
        }),
    })
    await renderWithProviders(<MultiFactorCodePage type="sms" />)
    await userEvent.click(await screen.findByRole('button', { name: 'コードを再送信' }))
    expect(
      await screen.findByRole('button', { name: /コードを再送信（\d+秒後に可能）/ }),
    ).toBeDisabled()
    expect(requests.at(-1)!.url.pathname).toBe('/zapi/login/multi-factor/sms/re-send-code')
  })

  it("says 'しばらく時間をおいてから再度お試しください。' when a resend is refused without a wait", async () => {
    fakeBackend({
      'GET /zapi/internal/login/multi-factor/email/screen-data': sentCodeScreen('email', 0),
      'POST /zapi/login/multi-factor/email/re-send-code': () =>
        json(429, { code: 'TRY_AGAIN_LATER', message: 'Too many codes', requestId: 'r' }),
    })
    await renderWithProviders(<MultiFactorCodePage type="email" />)
    await userEvent.click(await screen.findByRole('button', { name: 'コードを再送信' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'しばらく時間をおいてから再度お試しください。',
    )
  })
})
