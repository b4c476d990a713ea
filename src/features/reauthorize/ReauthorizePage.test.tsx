import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { getGetRootScreenDataResponseMock } from '~generated/api/root/root.msw'
import { fakeBackend, json } from '~tests/setup/fake-backend'
import { renderWithProviders } from '~tests/setup/render'
import { withFormCode } from '~/components/before-hydration/lazy-form'
import { REAUTHORIZE_FORMS, ReauthorizePage } from './ReauthorizePage'

vi.mock('~/lib/api/transport', () => ({ sendToBackend: vi.fn() }))

const root = () => json(200, { ...getGetRootScreenDataResponseMock(), antiBot: undefined })
const pinCode = {
  displayName: '認証コード',
  validityMinutes: 60,
  resendCountdownSeconds: 0,
  resendAdviceAfterMinutes: 5,
}
const screenData =
  (methods: string[], countdown = 0, sentAt: string | null = null) =>
  () =>
    json(200, {
      methods,
      email: 'hanako.yamada@example.jp',
      pinCode: methods.includes('authCode')
        ? { ...pinCode, resendCountdownSeconds: countdown, sentAt }
        : null,
    })

// As the route's loader does: the forms of both methods are loaded before the page shows.
beforeAll(() => withFormCode(REAUTHORIZE_FORMS, Promise.resolve()), 30_000)

describe('ReauthorizePage (spec 01 §2, §5)', () => {
  it('confirms with the password, then returns to returnTo', async () => {
    const requests = fakeBackend({
      'GET /zapi/internal/root/screen-data': root,
      'GET /zapi/internal/mypage/reauthorize/screen-data': screenData(['password', 'authCode']),
      'POST /zapi/account/reauthorize': () => json(200, { redirectTo: '/mypage/email/edit' }),
    })
    const { router } = await renderWithProviders(<ReauthorizePage returnTo="/mypage/email/edit" />)
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: '本人確認する' }))
    expect(await screen.findByText('パスワードを入力してください。')).toBeInTheDocument()
    await user.type(
      screen.getByLabelText('パスワード 必須', { selector: 'input[type="password"]' }),
      'Sakura2026!',
    )
    await user.click(screen.getByRole('button', { name: '本人確認する' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/mypage/email/edit'))
    expect(requests.at(-1)!.body).toEqual({
      password: 'Sakura2026!',
      returnTo: '/mypage/email/edit',
    })
  })

  it('goes only to a path of this site, whatever the answer says', async () => {
    fakeBackend({
      'GET /zapi/internal/root/screen-data': root,
      'GET /zapi/internal/mypage/reauthorize/screen-data': screenData(['password']),
      'POST /zapi/account/reauthorize': () => json(200, { redirectTo: 'https://evil.example/' }),
    })
    const { router } = await renderWithProviders(<ReauthorizePage returnTo={undefined} />)
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('パスワード 必須'), 'Sakura2026!')
    await user.click(screen.getByRole('button', { name: '本人確認する' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/mypage'))
  })

  it('sends a code on request when the member chooses the code, then checks it', async () => {
    const requests = fakeBackend({
      'GET /zapi/internal/root/screen-data': root,
      'GET /zapi/internal/mypage/reauthorize/screen-data': screenData(['password', 'authCode']),
      'POST /zapi/account/reauthorize/re-send-auth-code': () =>
        json(200, {
          sentAt: '2026-11-22T10:15:00+09:00',
          expiresAt: '2026-11-22T11:15:00+09:00',
          resendCountdownSeconds: 30,
        }),
      'POST /zapi/account/reauthorize': () =>
        json(422, {
          code: 'PIN_CODE_ERROR',
          message: '認証コードの認証に失敗しました。',
          requestId: 'r',
          errors: [
            {
              field: 'authCode',
              code: 'PIN_CODE_ERROR',
              message: '認証コードの認証に失敗しました。',
            },
          ],
        }),
    })
    await renderWithProviders(<ReauthorizePage returnTo="/mypage/password/edit" />)
    const user = userEvent.setup()
    await user.click(await screen.findByRole('radio', { name: '認証コード' }))
    await user.click(screen.getByRole('button', { name: '認証コードを送信' }))
    await user.type(await screen.findByRole('textbox', { name: '認証コード 必須' }), '111111')
    await user.click(screen.getByRole('button', { name: '本人確認する' }))
    expect(await screen.findByText('認証に失敗しました。')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: '認証コード 必須' })).toHaveAttribute(
      'aria-invalid',
      'true',
    )
    expect(screen.getByRole('button', { name: '本人確認する' })).toBeDisabled()
    expect(
      screen.getByRole('button', { name: /コードを再送信（\d+秒後に可能）/ }),
    ).toBeInTheDocument()
    expect(requests.at(-1)!.body).toEqual({ authCode: '111111', returnTo: '/mypage/password/edit' })
  })

  it('opens on the code when it is the only method (the backend sent it)', async () => {
    fakeBackend({
      'GET /zapi/internal/root/screen-data': root,
      'GET /zapi/internal/mypage/reauthorize/screen-data': screenData(['authCode'], 30),
    })
    await renderWithProviders(<ReauthorizePage returnTo={undefined} />)
    expect(
      await screen.findByText(
        'hanako.yamada@example.jp 宛に認証コードを送信しました。メールに記載された認証コードを入力してください。',
      ),
    ).toBeInTheDocument()
    expect(screen.queryByLabelText('パスワード 必須')).not.toBeInTheDocument()
  })

  it('keeps showing a code sent before a reload, its countdown over (sentAt)', async () => {
    const twoMinutesAgo = new Date(Date.now() - 2 * 60_000).toISOString()
    fakeBackend({
      'GET /zapi/internal/root/screen-data': root,
      'GET /zapi/internal/mypage/reauthorize/screen-data': screenData(
        ['password', 'authCode'],
        0,
        twoMinutesAgo,
      ),
    })
    await renderWithProviders(<ReauthorizePage returnTo={undefined} />)
    const user = userEvent.setup()
    await user.click(await screen.findByRole('radio', { name: '認証コード' }))
    expect(await screen.findByRole('textbox', { name: '認証コード 必須' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'コードを再送信' })).toBeEnabled()
    expect(screen.queryByRole('button', { name: '認証コードを送信' })).not.toBeInTheDocument()
  })
})
