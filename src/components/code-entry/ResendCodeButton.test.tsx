import { act, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '~tests/setup/render'
import { ResendCodeButton, sentAtFromCountdown, sentAtOfSentCode } from './ResendCodeButton'

afterEach(() => {
  vi.useRealTimers()
})

describe('sentAtFromCountdown', () => {
  it('puts the send as long ago as the 30-second countdown has run', () => {
    expect(sentAtFromCountdown(30, 100_000)).toBe(100_000)
    expect(sentAtFromCountdown(12, 100_000)).toBe(82_000)
    expect(sentAtFromCountdown(0, 100_000)).toBe(70_000)
  })
})

describe('sentAtOfSentCode', () => {
  const now = Date.parse('2026-11-22T10:10:00+09:00')
  it("takes the screen's sentAt once the countdown has run out, so the advice keeps its place", () => {
    const code = { sentAt: '2026-11-22T10:04:00+09:00', resendCountdownSeconds: 0 }
    expect(sentAtOfSentCode(code, now)).toBe(Date.parse('2026-11-22T10:04:00+09:00'))
  })
  it('follows the countdown while it runs, and for a screen that does not say', () => {
    const sentAt = '2026-11-22T10:09:50+09:00'
    expect(sentAtOfSentCode({ sentAt, resendCountdownSeconds: 12 }, now)).toBe(now - 18_000)
    expect(sentAtOfSentCode({ resendCountdownSeconds: 0 }, now)).toBe(now - 30_000)
    expect(sentAtOfSentCode({ sentAt: null, resendCountdownSeconds: 30 }, now)).toBe(now)
  })
})

describe('ResendCodeButton (spec 01 §4, §9)', () => {
  it('waits 30 seconds after a send, then offers the resend; advice after 5 minutes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    await renderWithProviders(
      <ResendCodeButton sentAt={Date.now()} pending={false} onResend={() => {}} />,
    )
    const button = await screen.findByRole('button', { name: 'コードを再送信（30秒後に可能）' })
    expect(button.hasAttribute('disabled')).toBe(true)
    await act(() => vi.advanceTimersByTimeAsync(29_000))
    expect(screen.getByRole('button', { name: 'コードを再送信（1秒後に可能）' })).toBeTruthy()
    await act(() => vi.advanceTimersByTimeAsync(1_000))
    expect(screen.getByRole('button', { name: 'コードを再送信' }).hasAttribute('disabled')).toBe(
      false,
    )
    expect(screen.queryByText(/迷惑メールフォルダ/)).toBeNull()
    await act(() => vi.advanceTimersByTimeAsync(270_000))
    expect(screen.getByText(/迷惑メールフォルダ/)).toBeTruthy()
  })
})
