import { fireEvent, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeBackend, json } from '../../../../tests/setup/fake-backend'
import { renderWithProviders } from '../../../../tests/setup/render'
import { continueAfterSignIn } from '../continue-after-sign-in'
import { CodeSignInForm, type CodeSignInFormProps } from './CodeSignInForm'

vi.mock('~/lib/api/transport', () => ({ sendToBackend: vi.fn() }))
vi.mock('../continue-after-sign-in', () => ({ continueAfterSignIn: vi.fn(() => true) }))

const props: CodeSignInFormProps = {
  email: 'hanako.yamada@example.jp',
  sentAt: Date.now(),
  displayName: '認証コード',
  returnTo: '/mypage',
  onResent: vi.fn(),
  onChangeEmail: vi.fn(),
}

const code = () => screen.getByLabelText('認証コード') as HTMLInputElement
const submit = () => screen.getByRole('button', { name: 'ログイン' })

beforeEach(() => {
  vi.mocked(continueAfterSignIn).mockClear()
})

describe('CodeSignInForm (spec 01 §4, §5)', () => {
  it('asks for the code by the name the store gives it', async () => {
    fakeBackend({})
    await renderWithProviders(<CodeSignInForm {...props} />)
    fireEvent.click(submit())
    expect(await screen.findByText('認証コードを入力してください。')).toBeTruthy()
    expect(code().getAttribute('autocomplete')).toBe('one-time-code')
  })

  it('signs in with the address and the normalised code', async () => {
    const requests = fakeBackend({ 'POST /login': () => json(200, { redirectTo: '/mypage' }) })
    await renderWithProviders(<CodeSignInForm {...props} />)
    fireEvent.change(code(), { target: { value: '４８２ ９１５' } })
    fireEvent.click(submit())
    await waitFor(() => expect(continueAfterSignIn).toHaveBeenCalledWith({ redirectTo: '/mypage' }))
    expect(requests[0]!.body).toEqual({
      loginMethod: 'AuthCode',
      emailUserId: 'hanako.yamada@example.jp',
      authCode: '482915',
    })
  })

  it("says '認証に失敗しました。' on a wrong code and waits for a different one", async () => {
    fakeBackend({
      'POST /login': () =>
        json(401, {
          code: 'USER_CODE_INCORRECT',
          message: '認証コードが正しくありません。',
          requestId: 'r',
        }),
    })
    await renderWithProviders(<CodeSignInForm {...props} />)
    fireEvent.change(code(), { target: { value: '111111' } })
    fireEvent.click(submit())
    expect(await screen.findByText('認証に失敗しました。')).toBeTruthy()
    await waitFor(() => expect(submit().hasAttribute('disabled')).toBe(true))
    fireEvent.change(code(), { target: { value: '111112' } })
    expect(submit().hasAttribute('disabled')).toBe(false)
    fireEvent.change(code(), { target: { value: '111111' } })
    expect(submit().hasAttribute('disabled')).toBe(true)
  })

  it('resends the code once the countdown has run out', async () => {
    const onResent = vi.fn()
    const requests = fakeBackend({
      'POST /zapi/account/email/send-pin-code': () =>
        json(200, {
          sentAt: '2026-11-22T10:15:00+09:00',
          expiresAt: '2026-11-22T11:15:00+09:00',
          resendCountdownSeconds: 30,
        }),
    })
    await renderWithProviders(
      <CodeSignInForm {...props} sentAt={Date.now() - 31_000} onResent={onResent} />,
    )
    fireEvent.click(screen.getByRole('button', { name: 'コードを再送信' }))
    await waitFor(() => expect(onResent).toHaveBeenCalledOnce())
    expect(requests[0]!.body).toEqual({ email: 'hanako.yamada@example.jp', type: 'login' })
  })

  it('keeps the resend disabled during the 30-second countdown', async () => {
    await renderWithProviders(<CodeSignInForm {...props} sentAt={Date.now()} />)
    expect(
      screen
        .getByRole('button', { name: /コードを再送信（\d+秒後に可能）/ })
        .hasAttribute('disabled'),
    ).toBe(true)
  })
})
