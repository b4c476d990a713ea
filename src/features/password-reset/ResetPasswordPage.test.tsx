import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeBackend, json } from '~tests/setup/fake-backend'
import { renderWithProviders } from '~tests/setup/render'
import { closeFlowError, flowErrorStore } from '~/lib/api/flow-error-store'
import { DeferredResetPasswordForm, ResetPasswordPage } from './ResetPasswordPage'
import { withFormCode } from '~/components/before-hydration/lazy-form'

vi.mock('~/lib/api/transport', () => ({ sendToBackend: vi.fn() }))

const screenData = () =>
  json(200, { email: 'hanako.yamada@example.jp', passwordStrength: 'UPPER_CASE' })

const password = () => screen.getByLabelText('新しいパスワード 必須') as HTMLInputElement
const confirmation = () =>
  screen.getByLabelText('新しいパスワード（確認） 必須') as HTMLInputElement
const submit = () => screen.getByRole('button', { name: 'パスワードを設定する' })

async function fillAndSubmit(first: string, second = first) {
  const user = userEvent.setup()
  await user.type(await screen.findByLabelText('新しいパスワード 必須'), first)
  await user.type(confirmation(), second)
  await user.click(submit())
}

beforeEach(() => {
  closeFlowError()
})

// As the route's loader does: the form's code is loaded before the page shows.
beforeAll(() => withFormCode(DeferredResetPasswordForm, Promise.resolve()), 30_000)

describe('ResetPasswordPage (spec 01 §5)', () => {
  it('shows the notice and the restart link without a token, and no form to fill', async () => {
    fakeBackend({
      'GET /zapi/internal/password/reset/screen-data': () =>
        json(200, { email: null, passwordStrength: 'NONE' }),
    })
    // The form's code is there, as it is once the page has been used: still no form.
    await DeferredResetPasswordForm.preload()
    await renderWithProviders(<ResetPasswordPage token={undefined} />)
    expect(
      await screen.findByRole('link', { name: 'パスワードの再設定をやり直す' }),
    ).toHaveAttribute('href', '/password/forgot')
    expect(
      screen.getByText(
        'パスワード再設定用のリンクが正しくありません。メールに記載されたリンクを開くか、もう一度お手続きください。',
      ),
    ).toBeInTheDocument()
    expect(screen.queryByRole('textbox')).toBeNull()
    expect(screen.queryByLabelText('新しいパスワード 必須')).toBeNull()
    expect(screen.queryByRole('button', { name: 'パスワードを設定する' })).toBeNull()
  })

  it("ticks the store's rules live as the password is typed", async () => {
    fakeBackend({ 'GET /zapi/internal/password/reset/screen-data': screenData })
    await renderWithProviders(<ResetPasswordPage token="rt_1" />)
    await userEvent.type(await screen.findByLabelText('新しいパスワード 必須'), 'sakura1')
    const rules = screen.getByRole('list', { name: 'パスワードの条件' })
    const met = [...rules.querySelectorAll('li')].map((item) => item.getAttribute('data-met'))
    expect(met).toEqual(['false', 'true', 'true', 'false'])
    expect(password()).toHaveAttribute('autocomplete', 'new-password')
  })

  it('needs a matching confirmation', async () => {
    fakeBackend({ 'GET /zapi/internal/password/reset/screen-data': screenData })
    await renderWithProviders(<ResetPasswordPage token="rt_1" />)
    await fillAndSubmit('Sakura2027!', 'Sakura2028!')
    expect(await screen.findByText('パスワードが一致しません')).toBeInTheDocument()
    expect(confirmation()).toHaveAttribute('aria-invalid', 'true')
  })

  it('shows INVALID_PASSWORD_REUSED on the password field', async () => {
    fakeBackend({
      'GET /zapi/internal/password/reset/screen-data': screenData,
      'POST /zapi/auth/password/reset': () =>
        json(422, {
          code: 'INVALID_PASSWORD_REUSED',
          message: '以前使用したパスワードは設定できません。',
          requestId: 'r',
          errors: [
            {
              field: 'password',
              code: 'INVALID_PASSWORD_REUSED',
              message: '以前使用したパスワードは設定できません。',
            },
          ],
        }),
    })
    await renderWithProviders(<ResetPasswordPage token="rt_1" />)
    await fillAndSubmit('Sakura2026!')
    expect(await screen.findByText('以前使用したパスワードは設定できません。')).toBeInTheDocument()
    expect(password()).toHaveAttribute('aria-invalid', 'true')
    expect(password()).toHaveAccessibleDescription('以前使用したパスワードは設定できません。')
  })

  it('opens the flow-error notice when the link has expired or was used', async () => {
    fakeBackend({
      'GET /zapi/internal/password/reset/screen-data': screenData,
      'POST /zapi/auth/password/reset': () =>
        json(422, {
          code: 'RESET_TOKEN_INVALID',
          message: 'パスワード再設定用のリンクの有効期限が切れています。',
          requestId: 'r',
          redirectTo: '/password/forgot',
        }),
    })
    await renderWithProviders(<ResetPasswordPage token="rt_1" />)
    await fillAndSubmit('Sakura2027!')
    await waitFor(() =>
      expect(flowErrorStore.get()).toEqual({
        redirectTo: '/password/forgot',
        message: 'パスワード再設定用のリンクの有効期限が切れています。',
      }),
    )
  })

  it('opens the flow-error notice, not the completion, on a 200 carrying flowError', async () => {
    fakeBackend({
      'GET /zapi/internal/password/reset/screen-data': screenData,
      'POST /zapi/auth/password/reset': () =>
        json(200, {
          flowError: {
            redirectTo: '/password/forgot',
            message: 'パスワード再設定用のリンクの有効期限が切れています。',
          },
        }),
    })
    const { router } = await renderWithProviders(<ResetPasswordPage token="rt_1" />, {
      path: '/password/reset?token=rt_1',
    })
    await fillAndSubmit('Sakura2027!')
    await waitFor(() =>
      expect(flowErrorStore.get()).toEqual({
        redirectTo: '/password/forgot',
        message: 'パスワード再設定用のリンクの有効期限が切れています。',
      }),
    )
    await waitFor(() => expect(submit()).toBeEnabled())
    expect(router.state.location.pathname).toBe('/password/reset')
  })

  it('sets the password with the token, then shows the completion', async () => {
    const requests = fakeBackend({
      'GET /zapi/internal/password/reset/screen-data': screenData,
      'POST /zapi/auth/password/reset': () => json(200, { redirectTo: '/password/reset/complete' }),
    })
    const { router } = await renderWithProviders(<ResetPasswordPage token="rt_1" />)
    await fillAndSubmit('Sakura2027!')
    await waitFor(() => expect(router.state.location.pathname).toBe('/password/reset/complete'))
    expect(requests.at(-1)!.body).toEqual({
      token: 'rt_1',
      password: 'Sakura2027!',
      passwordConfirm: 'Sakura2027!',
    })
  })
})
