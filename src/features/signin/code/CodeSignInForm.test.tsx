import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeBackend, json } from '../../../../tests/setup/fake-backend'
import { renderWithProviders } from '../../../../tests/setup/render'
import { loadPage } from '~/lib/browser/load-page'
import { CodeSignInForm, type CodeSignInFormProps } from './CodeSignInForm'

vi.mock('~/lib/api/transport', () => ({ sendToBackend: vi.fn() }))
vi.mock('~/lib/browser/load-page', () => ({ loadPage: vi.fn() }))

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
  vi.mocked(loadPage).mockClear()
})

describe('CodeSignInForm (spec 01 §4, §5)', () => {
  it('asks for the code by the name the store gives it', async () => {
    fakeBackend({})
    await renderWithProviders(<CodeSignInForm {...props} />)
    await userEvent.click(submit())
    expect(await screen.findByText('認証コードを入力してください。')).toBeInTheDocument()
    expect(code()).toHaveAttribute('autocomplete', 'one-time-code')
    expect(code()).toHaveAttribute('aria-invalid', 'true')
  })

  it('signs in with the address and the normalised code, then loads the next page', async () => {
    const requests = fakeBackend({ 'POST /login': () => json(200, { redirectTo: '/mypage' }) })
    await renderWithProviders(<CodeSignInForm {...props} />)
    const user = userEvent.setup()
    await user.type(code(), '４８２ ９１５')
    await user.click(submit())
    await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/mypage'))
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
    const user = userEvent.setup()
    await user.type(code(), '111111')
    await user.click(submit())
    expect(await screen.findByText('認証に失敗しました。')).toBeInTheDocument()
    await waitFor(() => expect(submit()).toBeDisabled())
    await user.clear(code())
    await user.type(code(), '111112')
    expect(submit()).toBeEnabled()
    await user.clear(code())
    await user.type(code(), '111111')
    expect(submit()).toBeDisabled()
    expect(loadPage).not.toHaveBeenCalled()
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
    await userEvent.click(screen.getByRole('button', { name: 'コードを再送信' }))
    await waitFor(() => expect(onResent).toHaveBeenCalledOnce())
    expect(requests[0]!.body).toEqual({ email: 'hanako.yamada@example.jp', type: 'login' })
  })

  it('keeps the resend disabled during the 30-second countdown', async () => {
    await renderWithProviders(<CodeSignInForm {...props} sentAt={Date.now()} />)
    expect(screen.getByRole('button', { name: /コードを再送信（\d+秒後に可能）/ })).toBeDisabled()
  })
})
