import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '~tests/setup/render'
import { AccountSection } from './AccountSection'
import type { TopPageContext } from './top-rules'

const context: TopPageContext = {
  account: {
    isEmailVerified: true,
    isEnabledPassword: true,
    hasPassword: true,
    isEnabledLoginId: false,
    isEnabledEmail: true,
    isEnabledMultiFactor: false,
  },
  storeStatus: { hasSubscriptionPlan: true, isStorePaymentAvailable: true },
  isApp: false,
}

const emailRow = () => screen.getByRole('link', { name: /メールアドレス/ })

describe('AccountSection', () => {
  it('edits the e-mail on this site when the store keeps it here', async () => {
    await renderWithProviders(
      <AccountSection
        account={{ contactEmail: 'hanako@example.jp', emailEditUrl: null }}
        context={context}
      />,
    )
    expect(await screen.findByRole('heading', { name: 'アカウント情報' })).toBeInTheDocument()
    expect(emailRow()).toHaveAttribute('href', '/mypage/email/edit')
    expect(emailRow()).not.toHaveAttribute('target')
    expect(emailRow()).toHaveTextContent('hanako@example.jp')
  })

  it('opens the external edit address in a new tab, and says so', async () => {
    await renderWithProviders(
      <AccountSection
        account={{
          contactEmail: 'hanako@example.jp',
          emailEditUrl: 'https://id.example.jp/email',
        }}
        context={context}
      />,
    )
    expect(await screen.findByRole('heading', { name: 'アカウント情報' })).toBeInTheDocument()
    expect(emailRow()).toHaveAttribute('href', 'https://id.example.jp/email')
    expect(emailRow()).toHaveAttribute('target', '_blank')
    expect(emailRow()).toHaveAttribute('rel', 'noopener noreferrer')
    expect(emailRow()).toHaveTextContent('（新しいタブで開きます）')
  })

  it('never links to an address that is not http(s)', async () => {
    await renderWithProviders(
      <AccountSection
        account={{ contactEmail: 'hanako@example.jp', emailEditUrl: 'javascript:alert(1)' }}
        context={context}
      />,
    )
    expect(await screen.findByRole('heading', { name: 'アカウント情報' })).toBeInTheDocument()
    expect(emailRow()).toHaveAttribute('href', '/mypage/email/edit')
  })

  it('lists the profile image only when the store enables it', async () => {
    await renderWithProviders(
      <AccountSection
        account={{ contactEmail: 'hanako@example.jp', emailEditUrl: null }}
        context={{
          ...context,
          storeStatus: { ...context.storeStatus, isProfileImageEnabled: true },
        }}
      />,
    )
    expect(await screen.findByRole('link', { name: 'プロフィール画像' })).toHaveAttribute(
      'href',
      '/mypage/profile/edit',
    )
  })
})
