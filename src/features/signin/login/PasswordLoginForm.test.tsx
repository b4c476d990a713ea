import { createEvent, fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeBackend, json } from '~tests/setup/fake-backend'
import { renderWithProviders } from '~tests/setup/render'
import { closeFlowError, flowErrorStore } from '~/lib/api/flow-error-store'
import { loadPage } from '~/lib/browser/load-page'
import type * as AntiBot from '~/lib/security/anti-bot'
import { PasswordLoginForm, type PasswordLoginFormProps } from './PasswordLoginForm'

vi.mock('~/lib/api/transport', () => ({ sendToBackend: vi.fn() }))
vi.mock('~/lib/browser/load-page', () => ({ loadPage: vi.fn() }))
vi.mock('~/lib/security/anti-bot', async (importOriginal) => ({
  ...(await importOriginal<typeof AntiBot>()),
  requestAntiBotToken: vi.fn(async () => 'anti-bot-token'),
}))

const props: PasswordLoginFormProps = {
  identifierType: 'EmailOrLoginId',
  returnTo: '/mypage',
  action: '/login?returnTo=%2Fmypage',
  postedFailure: null,
  antiBot: null,
}

const identifier = () =>
  screen.getByLabelText('メールアドレスまたはログインID 必須') as HTMLInputElement
const password = () => screen.getByLabelText('パスワード 必須') as HTMLInputElement
const submit = () => screen.getByRole('button', { name: 'ログイン' })

async function fillAndSubmit(value = 'hanako2026', secret = 'Sakura2026!') {
  const user = userEvent.setup()
  await user.type(identifier(), value)
  await user.type(password(), secret)
  await user.click(submit())
  return user
}

const failure =
  (status: number, code: string, headers: Record<string, string> = {}) =>
  () =>
    json(status, { code, message: 'サーバーの文言', requestId: 'req_1' }, headers)

beforeEach(() => {
  vi.mocked(loadPage).mockClear()
  closeFlowError()
})

describe('PasswordLoginForm', () => {
  it('is a plain form posting to /login, so it works before the JavaScript has loaded', async () => {
    await renderWithProviders(<PasswordLoginForm {...props} />)
    const form = identifier().form!
    expect(form).toHaveAttribute('method', 'post')
    expect(form).toHaveAttribute('action', '/login?returnTo=%2Fmypage')
    expect(form).toHaveFormValues({ loginMethodType: 'EmailOrLoginId' })
    expect(identifier()).toHaveAttribute('name', 'value')
    expect(identifier()).toHaveAttribute('autocomplete', 'username')
    expect(password()).toHaveAttribute('name', 'password')
    expect(password()).toHaveAttribute('autocomplete', 'current-password')
    expect(screen.getByRole('link', { name: 'パスワードをお忘れの方' })).toHaveAttribute(
      'href',
      '/password/forgot?returnTo=%2Fmypage',
    )
  })

  it('shows the required messages on the fields and focuses the first (spec 01 §5)', async () => {
    const requests = fakeBackend({})
    await renderWithProviders(<PasswordLoginForm {...props} />)
    await userEvent.click(submit())
    expect(
      await screen.findByText('メールアドレスまたはユーザIDを入力してください。'),
    ).toBeInTheDocument()
    expect(screen.getByText('パスワードを入力してください。')).toBeInTheDocument()
    expect(identifier()).toHaveAttribute('aria-invalid', 'true')
    expect(identifier()).toHaveAccessibleDescription(
      'メールアドレスまたはユーザIDを入力してください。',
    )
    await waitFor(() => expect(identifier()).toHaveFocus())
    expect(requests).toEqual([])
  })

  it('applies the e-mail rule when the identifier is the e-mail address', async () => {
    fakeBackend({})
    await renderWithProviders(<PasswordLoginForm {...props} identifierType="Email" />)
    const user = userEvent.setup()
    await user.type(screen.getByLabelText('メールアドレス 必須'), 'hanako')
    await user.click(submit())
    expect(await screen.findByText('メールアドレスの形式が正しくありません。')).toBeInTheDocument()
    expect(screen.getByLabelText('メールアドレス 必須')).toHaveAttribute('type', 'email')
  })

  it('signs in with the JSON call, then loads the page the answer names in full', async () => {
    const requests = fakeBackend({ 'POST /login': () => json(200, { redirectTo: '/mypage' }) })
    await renderWithProviders(<PasswordLoginForm {...props} />)
    await fillAndSubmit('ｈａｎａｋｏ２０２６ ')
    await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/mypage'))
    expect(submit()).toBeDisabled()
    expect(requests[0]!.url.search).toBe('?returnTo=%2Fmypage')
    expect(requests[0]!.body).toEqual({
      loginMethodType: 'EmailOrLoginId',
      value: 'hanako2026',
      password: 'Sakura2026!',
    })
  })

  it('sends the anti-bot token when the store enables the script', async () => {
    const requests = fakeBackend({ 'POST /login': () => json(200, { redirectTo: '/' }) })
    const antiBot = {
      enabled: true as const,
      scriptUrl: 'https://antibot.example.jp/api.js',
      siteKey: 'k',
    }
    await renderWithProviders(<PasswordLoginForm {...props} antiBot={antiBot} />)
    await fillAndSubmit()
    await waitFor(() => expect(requests[0]?.body).toMatchObject({ token: 'anti-bot-token' }))
  })

  it('never sends twice while the first sign-in is on its way', async () => {
    let answer: (response: Response) => void = () => {}
    const requests = fakeBackend({
      'POST /login': () => new Promise((resolve) => (answer = resolve)),
    })
    await renderWithProviders(<PasswordLoginForm {...props} />)
    const user = await fillAndSubmit()
    await waitFor(() => expect(submit()).toBeDisabled())
    await user.click(submit())
    fireEvent.submit(identifier().form!)
    answer(json(200, { redirectTo: '/' }))
    await waitFor(() => expect(loadPage).toHaveBeenCalledOnce())
    expect(requests).toHaveLength(1)
  })

  it('shows the flow-error notice instead of leaving when the answer says the flow is over', async () => {
    fakeBackend({
      'POST /login': () => json(200, { flowError: { redirectTo: '/login', message: '期限切れ' } }),
    })
    await renderWithProviders(<PasswordLoginForm {...props} />)
    await fillAndSubmit()
    await waitFor(() =>
      expect(flowErrorStore.get()).toEqual({ redirectTo: '/login', message: '期限切れ' }),
    )
    expect(loadPage).not.toHaveBeenCalled()
    await waitFor(() => expect(submit()).toBeEnabled())
  })

  it.each([
    [401, 'EMAIL_OR_PASSWORD_INCORRECT', 'メールアドレスまたはパスワードが正しくありません。'],
    [401, 'USER_ID_OR_PASSWORD_INCORRECT', 'ログインIDまたはパスワードが正しくありません。'],
    [401, 'LOGIN_FAILED', 'ログインに失敗しました。'],
    [403, 'LOGIN_PROHIBITED', 'このアカウントではログインできません。'],
    [401, 'USER_CODE_INCORRECT', '認証コードが正しくありません。'],
  ])('shows the %i %s failure as the catalogue words it', async (status, code, text) => {
    fakeBackend({ 'POST /login': failure(status, code) })
    await renderWithProviders(<PasswordLoginForm {...props} />)
    await fillAndSubmit()
    expect(await screen.findByRole('alert')).toHaveTextContent(text)
    expect(screen.getByRole('alert')).toHaveTextContent(`エラーコード: ${code}`)
    expect(loadPage).not.toHaveBeenCalled()
  })

  it('puts a missing field reported by the server on its field', async () => {
    fakeBackend({
      'POST /login': () =>
        json(400, {
          code: 'PASSWORD_NOT_ENTERED',
          message: 'パスワードを入力してください。',
          requestId: 'r',
          errors: [{ field: 'password', code: 'PASSWORD_NOT_ENTERED', message: 'x' }],
        }),
    })
    await renderWithProviders(<PasswordLoginForm {...props} />)
    await fillAndSubmit()
    expect(await screen.findByText('パスワードを入力してください。')).toBeInTheDocument()
    expect(password()).toHaveAttribute('aria-invalid', 'true')
    await waitFor(() => expect(password()).toHaveFocus())
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('waits out a 429 with the remaining time (Retry-After)', async () => {
    fakeBackend({ 'POST /login': failure(429, 'TRY_AGAIN_LATER', { 'Retry-After': '60' }) })
    await renderWithProviders(<PasswordLoginForm {...props} />)
    await fillAndSubmit()
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'しばらく時間をおいてから再度お試しください。',
    )
    expect(
      screen.getByText('試行回数が上限に達しました。60秒後に再度お試しください。'),
    ).toBeInTheDocument()
    expect(submit()).toBeDisabled()
  })

  it('shows the failure of a sign-in posted without JavaScript', async () => {
    await renderWithProviders(
      <PasswordLoginForm
        {...props}
        postedFailure={{ code: 'EMAIL_OR_PASSWORD_INCORRECT', message: 'サーバーの文言' }}
      />,
    )
    expect(screen.getByRole('alert')).toHaveTextContent(
      'メールアドレスまたはパスワードが正しくありません。',
    )
  })

  it('never submits on the Enter that confirms an IME conversion', async () => {
    await renderWithProviders(<PasswordLoginForm {...props} />)
    const enter = createEvent.keyDown(identifier(), { key: 'Enter', isComposing: true })
    fireEvent(identifier(), enter)
    expect(enter.defaultPrevented).toBe(true)
  })
})
