import { createEvent, fireEvent, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeBackend, json } from '../../../../tests/setup/fake-backend'
import { renderWithProviders } from '../../../../tests/setup/render'
import type * as AntiBot from '~/lib/security/anti-bot'
import { continueAfterSignIn } from '../continue-after-sign-in'
import { PasswordLoginForm, type PasswordLoginFormProps } from './PasswordLoginForm'

vi.mock('~/lib/api/transport', () => ({ sendToBackend: vi.fn() }))
vi.mock('../continue-after-sign-in', () => ({ continueAfterSignIn: vi.fn(() => true) }))
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

const identifier = () => screen.getByLabelText('メールアドレスまたはユーザID') as HTMLInputElement
const password = () => screen.getByLabelText('パスワード') as HTMLInputElement
const submit = () => screen.getByRole('button', { name: 'ログイン' })

async function fillAndSubmit(value = 'hanako2026', secret = 'Sakura2026!') {
  fireEvent.change(identifier(), { target: { value } })
  fireEvent.change(password(), { target: { value: secret } })
  fireEvent.click(submit())
}

const failure =
  (status: number, code: string, headers: Record<string, string> = {}) =>
  () =>
    json(status, { code, message: 'サーバーの文言', requestId: 'req_1' }, headers)

beforeEach(() => {
  vi.mocked(continueAfterSignIn).mockClear()
})

describe('PasswordLoginForm', () => {
  it('is a plain form posting to /login, so it works before the JavaScript has loaded', async () => {
    await renderWithProviders(<PasswordLoginForm {...props} />)
    const form = identifier().form!
    expect(form.getAttribute('method')).toBe('post')
    expect(form.getAttribute('action')).toBe('/login?returnTo=%2Fmypage')
    expect(new FormData(form).get('loginMethodType')).toBe('EmailOrLoginId')
    expect(identifier().name).toBe('value')
    expect(identifier().autocomplete).toBe('username')
    expect(password().name).toBe('password')
    expect(password().autocomplete).toBe('current-password')
    expect(screen.getByRole('link', { name: 'パスワードをお忘れの方' }).getAttribute('href')).toBe(
      '/password/forgot?returnTo=%2Fmypage',
    )
  })

  it('shows the required messages on the fields and focuses the first (spec 01 §5)', async () => {
    const requests = fakeBackend({})
    await renderWithProviders(<PasswordLoginForm {...props} />)
    fireEvent.click(submit())
    expect(await screen.findByText('メールアドレスまたはユーザIDを入力してください。')).toBeTruthy()
    expect(screen.getByText('パスワードを入力してください。')).toBeTruthy()
    expect(identifier().getAttribute('aria-invalid')).toBe('true')
    await waitFor(() => expect(document.activeElement).toBe(identifier()))
    expect(requests).toEqual([])
  })

  it('applies the e-mail rule when the identifier is the e-mail address', async () => {
    fakeBackend({})
    await renderWithProviders(<PasswordLoginForm {...props} identifierType="Email" />)
    fireEvent.change(screen.getByLabelText('メールアドレス'), { target: { value: 'hanako' } })
    fireEvent.click(submit())
    expect(await screen.findByText('メールアドレスの形式が正しくありません。')).toBeTruthy()
  })

  it('signs in with the JSON call, then leaves for the page the answer names', async () => {
    const requests = fakeBackend({ 'POST /login': () => json(200, { redirectTo: '/mypage' }) })
    await renderWithProviders(<PasswordLoginForm {...props} />)
    await fillAndSubmit('ｈａｎａｋｏ２０２６ ')
    await waitFor(() => expect(continueAfterSignIn).toHaveBeenCalledWith({ redirectTo: '/mypage' }))
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
    await fillAndSubmit()
    await waitFor(() => expect(submit().hasAttribute('disabled')).toBe(true))
    fireEvent.click(submit())
    answer(json(200, { redirectTo: '/' }))
    await waitFor(() => expect(continueAfterSignIn).toHaveBeenCalledOnce())
    expect(requests).toHaveLength(1)
  })

  it.each([
    [401, 'EMAIL_OR_PASSWORD_INCORRECT', 'メールアドレスまたはパスワードが正しくありません。'],
    [401, 'USER_ID_OR_PASSWORD_INCORRECT', 'ユーザIDまたはパスワードが正しくありません。'],
    [401, 'LOGIN_FAILED', 'ログインに失敗しました。'],
    [403, 'LOGIN_PROHIBITED', 'このアカウントではログインできません。'],
    [401, 'USER_CODE_INCORRECT', '認証コードが正しくありません。'],
  ])('shows the %i %s failure as the catalogue words it', async (status, code, text) => {
    fakeBackend({ 'POST /login': failure(status, code) })
    await renderWithProviders(<PasswordLoginForm {...props} />)
    await fillAndSubmit()
    expect((await screen.findByRole('alert')).textContent).toContain(text)
    expect(continueAfterSignIn).not.toHaveBeenCalled()
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
    expect(await screen.findByText('パスワードを入力してください。')).toBeTruthy()
    expect(password().getAttribute('aria-invalid')).toBe('true')
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('waits out a 429 with the remaining time (Retry-After)', async () => {
    fakeBackend({ 'POST /login': failure(429, 'TRY_AGAIN_LATER', { 'Retry-After': '60' }) })
    await renderWithProviders(<PasswordLoginForm {...props} />)
    await fillAndSubmit()
    expect((await screen.findByRole('alert')).textContent).toContain(
      'しばらく時間をおいてから再度お試しください。',
    )
    expect(
      screen.getByText('試行回数が上限に達しました。60秒後に再度お試しください。'),
    ).toBeTruthy()
    expect(submit().hasAttribute('disabled')).toBe(true)
  })

  it('shows the failure of a sign-in posted without JavaScript', async () => {
    await renderWithProviders(
      <PasswordLoginForm
        {...props}
        postedFailure={{ code: 'EMAIL_OR_PASSWORD_INCORRECT', message: 'サーバーの文言' }}
      />,
    )
    expect(screen.getByRole('alert').textContent).toContain(
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
