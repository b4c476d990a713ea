import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { exampleSetting } from '~tests/fixtures/profile'
import { fakeBackend, json } from '~tests/setup/fake-backend'
import { renderWithProviders } from '~tests/setup/render'
import { loadPage } from '~/lib/browser/load-page'
import { holdInput } from '../held-input'
import { DeferredSignupConfirmForm, SignupConfirmPage } from './SignupConfirmPage'
import { withFormCode } from '~/components/before-hydration/lazy-form'

vi.mock('~/lib/api/transport', () => ({ sendToBackend: vi.fn() }))
vi.mock('~/lib/browser/load-page', () => ({ loadPage: vi.fn() }))

const CONSENTS = [
  { policyId: 'pol_terms', revision: 3, key: 'terms' },
  { policyId: 'pol_privacy', revision: 2, key: 'privacy' },
]
/** The answers of a sign-up that filled in no profile field. */
const EMPTY_PROFILE = Object.fromEntries(
  'name nameKana familyName givenName familyNameKana givenNameKana nickname sex birthday country prefecture postalCode address address2 phoneNumber'
    .split(' ')
    .map((key) => [key, null]),
)

const confirmScreen = (isPasswordRequired: boolean) => () =>
  json(200, {
    inputtedData: {
      ...EMPTY_PROFILE,
      customAssociatedInfo: [],
      email: isPasswordRequired ? 'hina.tanaka@example.jp' : null,
      socialEmail: isPasswordRequired ? null : 'hina.social@example.jp',
      loginId: null,
      parentalConsentData: [],
    },
    registrationSetting: exampleSetting,
    parentalConsentOptions: [],
    countryName: null,
    policyConsentData: CONSENTS,
    isPasswordRequired,
    stepBar: { steps: [{ key: 'form', label: '会員情報入力' }], currentStep: 1 },
  })

const register = () => screen.getByRole('button', { name: '登録する' })

beforeEach(() => {
  holdInput(null)
  vi.mocked(loadPage).mockClear()
})

// As the route's loader does: the form's code is loaded before the page shows.
beforeAll(() => withFormCode(DeferredSignupConfirmForm, Promise.resolve()), 30_000)

describe('SignupConfirmPage (spec 01 §4, §7)', () => {
  it('after a reload, registers an external sign-up with the consents of its screen data', async () => {
    const requests = fakeBackend({
      'GET /zapi/internal/signup/confirm/screen-data': confirmScreen(false),
      'POST /zapi/signup': () => json(200, { redirectTo: '/signup/complete' }),
    })
    await renderWithProviders(<SignupConfirmPage />)
    expect(
      await screen.findByText(/パスワードを設定する場合は「修正する」から入力し直してください。/),
    ).toBeInTheDocument()
    await waitFor(() => expect(register()).toBeEnabled())
    await userEvent.click(register())
    await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/signup/complete'))
    const body = requests.at(-1)!.body as Record<string, unknown>
    expect(body.policyConsentData).toEqual(CONSENTS)
    expect(body.password).toBeUndefined()
    expect(body.socialEmail).toBe('hina.social@example.jp')
  })

  it('after a reload, sends an e-mail sign-up back to type its password again', async () => {
    fakeBackend({ 'GET /zapi/internal/signup/confirm/screen-data': confirmScreen(true) })
    await renderWithProviders(<SignupConfirmPage />)
    expect(
      await screen.findByText(/「修正する」から入力画面に戻り、パスワードを入力し直してください。/),
    ).toBeInTheDocument()
    expect(register()).toBeDisabled()
  })

  it('registers with the password held from the form', async () => {
    holdInput({ password: 'Hinata2026!', passwordConfirm: 'Hinata2026!', pinCode: null })
    const requests = fakeBackend({
      'GET /zapi/internal/signup/confirm/screen-data': confirmScreen(true),
      'POST /zapi/signup': () => json(200, { redirectTo: '/signup/complete' }),
    })
    await renderWithProviders(<SignupConfirmPage />)
    await waitFor(() => expect(register()).toBeEnabled())
    await userEvent.click(register())
    await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/signup/complete'))
    expect(requests.at(-1)!.body).toMatchObject({
      password: 'Hinata2026!',
      passwordConfirm: 'Hinata2026!',
      policyConsentData: CONSENTS,
    })
  })
})
