import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeBackend, json } from '~tests/setup/fake-backend'
import { renderWithProviders } from '~tests/setup/render'
import { closeFlowError, flowErrorStore } from '~/lib/api/flow-error-store'
import { withFormCode } from '~/components/before-hydration/lazy-form'
import { DeferredForgotPasswordForm, ForgotPasswordPage } from './ForgotPasswordPage'

vi.mock('~/lib/api/transport', () => ({ sendToBackend: vi.fn() }))

const screenData = () => json(200, { loginUrl: '/login' })
const email = () => screen.getByRole('textbox', { name: 'メールアドレス 必須' }) as HTMLInputElement
const submit = () => screen.getByRole('button', { name: '再設定用のリンクを送信' })

async function request(address: string) {
  const user = userEvent.setup()
  await user.type(await screen.findByRole('textbox', { name: 'メールアドレス 必須' }), address)
  await user.click(submit())
}

beforeEach(() => {
  closeFlowError()
})

// As the route's loader does: the form's code is loaded before the page shows; and its schema,
// which the form loads at the first focus, so that a validation does not wait for it.
beforeAll(() => withFormCode(DeferredForgotPasswordForm, import('./forgot-schema')), 30_000)

describe('ForgotPasswordPage (spec 01 §5)', () => {
  it('asks for the address like a sign-in field: no capitals, no spell check', async () => {
    fakeBackend({ 'GET /zapi/internal/password/forgot/screen-data': screenData })
    await renderWithProviders(<ForgotPasswordPage returnTo={undefined} />)
    expect(await screen.findByRole('textbox', { name: 'メールアドレス 必須' })).toHaveAttribute(
      'type',
      'email',
    )
    expect(email()).toHaveAttribute('autocomplete', 'username')
    expect(email()).toHaveAttribute('autocapitalize', 'off')
    expect(email()).toHaveAttribute('spellcheck', 'false')
    expect(email().form).toHaveAttribute('novalidate')
  })

  it('sends the half-width address, then shows that the link is on its way', async () => {
    const requests = fakeBackend({
      'GET /zapi/internal/password/forgot/screen-data': screenData,
      'POST /zapi/auth/password/forgot': () =>
        json(200, { redirectTo: '/password/forgot/complete' }),
    })
    const { router } = await renderWithProviders(<ForgotPasswordPage returnTo={undefined} />)
    await request('ｈａｎａｋｏ@example.jp ')
    await waitFor(() => expect(router.state.location.pathname).toBe('/password/forgot/complete'))
    expect(requests.at(-1)!.body).toEqual({ email: 'hanako@example.jp' })
  })

  it('opens the flow-error notice, not the completion, on a 200 carrying flowError', async () => {
    fakeBackend({
      'GET /zapi/internal/password/forgot/screen-data': screenData,
      'POST /zapi/auth/password/forgot': () =>
        json(200, { flowError: { redirectTo: '/password/forgot' } }),
    })
    const { router } = await renderWithProviders(<ForgotPasswordPage returnTo={undefined} />, {
      path: '/password/forgot',
    })
    await request('hanako@example.jp')
    await waitFor(() => expect(flowErrorStore.get()).toEqual({ redirectTo: '/password/forgot' }))
    expect(router.state.location.pathname).toBe('/password/forgot')
  })
})
