import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { fakeBackend, json } from '~tests/setup/fake-backend'
import { renderWithProviders } from '~tests/setup/render'
import { withFormCode } from '~/components/before-hydration/lazy-form'
import { LOGIN_CODE_FORMS, LoginCodePage } from './LoginCodePage'

vi.mock('~/lib/api/transport', () => ({ sendToBackend: vi.fn() }))

const NOW = Date.parse('2026-11-22T10:04:00+09:00')

const screenData = (sentAt: string | null, resendCountdownSeconds: number) => () =>
  json(200, {
    pinCode: {
      displayName: '認証コード',
      validityMinutes: 60,
      resendCountdownSeconds,
      resendAdviceAfterMinutes: 5,
      sentAt,
    },
    sentTo: 'hanako.yamada@example.jp',
  })

// As the route's loader does: the forms of both steps are loaded before the page shows.
beforeAll(() => withFormCode(LOGIN_CODE_FORMS, Promise.resolve()), 30_000)

afterEach(() => {
  vi.useRealTimers()
})

describe('LoginCodePage (spec 01 §4, §9)', () => {
  it('opened again on a code sent 4 minutes ago, shows the advice 5 minutes after the send', async () => {
    vi.useFakeTimers({ now: NOW, shouldAdvanceTime: true })
    fakeBackend({
      'GET /zapi/internal/login/code/screen-data': screenData('2026-11-22T10:00:00+09:00', 0),
    })
    await renderWithProviders(<LoginCodePage />)
    expect(await screen.findByRole('button', { name: 'コードを再送信' })).toBeEnabled()
    expect(screen.queryByText(/迷惑メールフォルダ/)).toBeNull()
    await act(() => vi.advanceTimersByTimeAsync(61_000))
    expect(screen.getByText(/迷惑メールフォルダ/)).toBeInTheDocument()
  })

  it('keeps the countdown where the server says it stands', async () => {
    vi.useFakeTimers({ now: NOW, shouldAdvanceTime: true })
    fakeBackend({
      'GET /zapi/internal/login/code/screen-data': screenData('2026-11-22T10:03:48+09:00', 18),
    })
    await renderWithProviders(<LoginCodePage />)
    expect(
      await screen.findByRole('button', { name: /コードを再送信（1[78]秒後に可能）/ }),
    ).toBeDisabled()
  })

  it('resends the code to the same address once the countdown has run out, counting down anew', async () => {
    const requests = fakeBackend({
      'GET /zapi/internal/login/code/screen-data': screenData('2026-11-22T10:00:00+09:00', 0),
      'POST /zapi/account/email/send-pin-code': () =>
        json(200, {
          sentAt: '2026-11-22T10:15:00+09:00',
          expiresAt: '2026-11-22T11:15:00+09:00',
          resendCountdownSeconds: 30,
        }),
    })
    await renderWithProviders(<LoginCodePage />)
    await userEvent.click(await screen.findByRole('button', { name: 'コードを再送信' }))
    expect(
      await screen.findByRole('button', { name: /コードを再送信（\d+秒後に可能）/ }),
    ).toBeDisabled()
    expect(requests.at(-1)!.body).toEqual({ email: 'hanako.yamada@example.jp', type: 'login' })
  })

  it('shows a failed resend beside the resend, and lets the address be changed', async () => {
    fakeBackend({
      'GET /zapi/internal/login/code/screen-data': screenData('2026-11-22T10:00:00+09:00', 0),
      'POST /zapi/account/email/send-pin-code': () =>
        json(500, { code: 'INTERNAL_ERROR', message: 'x', requestId: 'req-9' }),
    })
    await renderWithProviders(<LoginCodePage />)
    const user = userEvent.setup()
    const resend = await screen.findByRole('button', { name: 'コードを再送信' })
    await user.click(resend)
    const alert = await screen.findByRole('alert')
    // Just above the resend, after the code's form.
    expect(alert.nextElementSibling).toContainElement(resend)
    expect(screen.getByLabelText('認証コード 必須').compareDocumentPosition(alert)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    )
    await user.click(screen.getByRole('button', { name: 'メールアドレスを変更する' }))
    expect(await screen.findByRole('textbox', { name: 'メールアドレス 必須' })).toBeVisible()
    expect(screen.queryByRole('button', { name: /コードを再送信/ })).toBeNull()
  })
})
