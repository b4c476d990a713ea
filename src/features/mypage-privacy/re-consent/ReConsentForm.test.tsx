import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { PRIVACY_POLICY } from '~tests/setup/policies'
import { fakeBackend, json } from '~tests/setup/fake-backend'
import { renderWithProviders } from '~tests/setup/render'
import { ReConsentForm } from './ReConsentForm'

vi.mock('~/lib/api/transport', () => ({ sendToBackend: vi.fn() }))

const NOT_AGREED = '同意が必須です。'

describe('ReConsentForm', () => {
  it('focuses the policies, described by the error, when the server finds them not agreed', async () => {
    fakeBackend({
      'POST /zapi/account/policy/re-consent': () =>
        json(400, {
          code: 'VALIDATION_ERROR',
          message: '入力内容に誤りがあります。',
          errors: [{ field: 'policyConsentData', code: 'VALIDATION_ERROR', message: NOT_AGREED }],
        }),
    })
    await renderWithProviders(
      <ReConsentForm data={{ policies: [PRIVACY_POLICY] }} returnTo={undefined} />,
      { path: '/mypage/re-consent' },
    )
    await userEvent.click(screen.getByRole('checkbox', { name: /プライバシーポリシー/ }))
    await userEvent.click(screen.getByRole('button', { name: '同意する' }))
    const error = await screen.findByText(NOT_AGREED)
    const policies = error.closest<HTMLElement>('[tabindex="-1"]')!
    await waitFor(() => expect(policies).toHaveFocus())
    expect(policies).toHaveAttribute('aria-invalid', 'true')
    expect(policies).toHaveAccessibleDescription(NOT_AGREED)
  })
})
