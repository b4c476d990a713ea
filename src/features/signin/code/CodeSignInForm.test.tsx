import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeBackend, json } from '~tests/setup/fake-backend'
import { renderWithProviders } from '~tests/setup/render'
import { loadPage } from '~/lib/browser/load-page'
import { CodeSignInForm, type CodeSignInFormProps } from './CodeSignInForm'

vi.mock('~/lib/api/transport', () => ({ sendToBackend: vi.fn() }))
vi.mock('~/lib/browser/load-page', () => ({ loadPage: vi.fn() }))

const props: CodeSignInFormProps = {
  email: 'hanako.yamada@example.jp',
  displayName: '認証コード',
  returnTo: '/mypage',
}

const code = () => screen.getByLabelText('認証コード 必須') as HTMLInputElement
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
})
