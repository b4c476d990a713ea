import { act, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeBackend, json } from '../../../../tests/setup/fake-backend'
import { renderWithProviders } from '../../../../tests/setup/render'
import { LoginCodePage } from './LoginCodePage'

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
})
