import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Policy, SignupEmailRequest } from '~generated/api/model'
import { ApiError } from '~/lib/api/api-error'
import { PRIVACY_POLICY, TERMS_POLICY } from '~tests/setup/policies'
import { scrollToEnd, tallPolicyBoxes } from '~tests/setup/policy-boxes'
import { renderWithProviders } from '~tests/setup/render'
import { SignupEmailForm, type SignupEmailFormProps } from './SignupEmailForm'

const TAKEN = 'このメールアドレスは既に使用されています。別のメールアドレスを登録してください。'

const email = () => screen.getByRole('textbox', { name: /^メールアドレス/ })
const send = () => screen.getByRole('button', { name: '認証コードを送信' })
const loginLink = () => screen.queryByRole('link', { name: 'ログインはこちら' })

/** The e-mail step whose call answers with `failure`. */
async function renderStep(
  failure: ApiError,
  props: Partial<SignupEmailFormProps> = {},
  policies: SignupEmailFormProps['data']['policies'] = [],
) {
  const call = vi.fn((_body: SignupEmailRequest) => Promise.reject(failure))
  await renderWithProviders(
    <SignupEmailForm data={{ policies, policyConsentData: [] }} send={call} {...props} />,
    { path: '/signup/email' },
  )
  return call
}

const taken = (code: string, onField = true) =>
  new ApiError(409, {
    code: code as never,
    message: TAKEN,
    requestId: 'req_1',
    errors: onField ? [{ field: 'email', code: code as never, message: TAKEN }] : [],
  })

beforeEach(() => {
  // The address typed last is kept in the tab (rememberEmail).
  sessionStorage.clear()
})

describe('SignupEmailForm: an e-mail already registered (spec 01 §8)', () => {
  it('offers the login page under the e-mail field, /oidc/login in the provider flow', async () => {
    await renderStep(taken('ACCOUNT_ALREADY_EXISTS_EXTERNAL_EMAIL'), { loginPath: '/oidc/login' })
    await userEvent.type(email(), 'yui.takahashi@example.jp')
    await userEvent.click(send())
    await waitFor(() =>
      expect(email()).toHaveAccessibleDescription(
        'このメールアドレスは外部アカウントでの登録に既に使用されています。別のメールアドレスを登録するか、外部アカウントでログインしてください。',
      ),
    )
    expect(loginLink()).toHaveAttribute('href', '/oidc/login')
    // Another address: the link goes with the field's error.
    await userEvent.type(email(), 'x')
    await waitFor(() => expect(loginLink()).toBeNull())
  })

  it('offers it also when the refusal names no field', async () => {
    await renderStep(taken('ACCOUNT_ALREADY_EXISTS_EMAIL', false))
    await userEvent.type(email(), 'hanako.yamada@example.jp')
    await userEvent.click(send())
    await waitFor(() => expect(loginLink()).toHaveAttribute('href', '/login'))
  })
})

describe('SignupEmailForm: the policies to read (spec 01 §4)', () => {
  const terms: Policy = { ...TERMS_POLICY, renderData: '<p>第1条</p>' }
  const privacy: Policy = { ...PRIVACY_POLICY, dataSource: 'https://example.jp/privacy' }
  let boxes: ReturnType<typeof tallPolicyBoxes>
  beforeEach(() => {
    boxes = tallPolicyBoxes()
  })
  afterEach(() => boxes.restore())

  it('enables 認証コードを送信 once every non-external policy is read to its end', async () => {
    const call = await renderStep(taken('ACCOUNT_ALREADY_EXISTS_EMAIL'), {}, [terms, privacy])
    await userEvent.type(email(), 'hina.tanaka@example.jp')
    expect(send()).toBeDisabled()
    scrollToEnd(screen.getByRole('region', { name: '利用規約' }))
    await waitFor(() => expect(send()).toBeEnabled())
    // The external policy is agreed by its checkbox, which the form asks for when sent.
    await userEvent.click(send())
    expect(await screen.findByText('同意が必須です。')).toBeInTheDocument()
    expect(call).not.toHaveBeenCalled()
  })

  it('focuses the policies when they are not agreed: their box holds the error', async () => {
    await renderStep(taken('ACCOUNT_ALREADY_EXISTS_EMAIL'), {}, [terms, privacy])
    await userEvent.type(email(), 'hina.tanaka@example.jp')
    scrollToEnd(screen.getByRole('region', { name: '利用規約' }))
    await waitFor(() => expect(send()).toBeEnabled())
    await userEvent.click(send())
    const error = await screen.findByText('同意が必須です。')
    const policies = error.closest<HTMLElement>('[tabindex="-1"]')!
    await waitFor(() => expect(policies).toHaveFocus())
    expect(policies).toHaveAttribute('aria-invalid', 'true')
    expect(policies).toHaveAccessibleDescription('同意が必須です。')
  })

  it('counts a policy consented at its current revision as read', async () => {
    await renderStep(taken('ACCOUNT_ALREADY_EXISTS_EMAIL'), {}, [
      { ...terms, consentedRevision: 3 },
    ])
    await waitFor(() => expect(send()).toBeEnabled())
  })
})
