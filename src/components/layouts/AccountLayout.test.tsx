import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '~tests/setup/render'
import { AccountLayout, type AccountLayoutProps } from './AccountLayout'

const props: Omit<AccountLayoutProps, 'children'> = {
  settings: {
    serviceName: 'テストストア',
    images: { logoPc: '/pc.png', logoSp: '/sp.png' },
    enablePoweredByPvs: false,
    footers: { footerLinks: [], socialMediaLinks: {}, trademarks: [], copyright: '©' },
  },
  isSignedIn: true,
  browser: { isApp: false, isAndroid: false },
  storeStatus: { hasSubscriptionPlan: true, isStorePaymentAvailable: true },
  userHasSubscriptionPlan: false,
}

describe('AccountLayout', () => {
  it('shows the menu (slider and side menu) by default', async () => {
    await renderWithProviders(<AccountLayout {...props}>本文</AccountLayout>, { path: '/mypage' })
    expect(await screen.findByText('本文')).toBeInTheDocument()
    // Slider (small screens) and side menu (large screens); CSS shows one of them.
    expect(
      screen.getAllByRole('navigation', { name: 'マイページメニュー', hidden: true }),
    ).toHaveLength(2)
    expect(screen.getAllByRole('link', { name: 'お支払い方法', hidden: true })).toHaveLength(2)
    expect(screen.queryByRole('link', { name: 'プラン', hidden: true })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: '次の項目を表示', hidden: true })).toBeInTheDocument()
    expect(
      screen.getByRole('button', { name: 'アカウントメニュー', hidden: true }),
    ).toBeInTheDocument()
  })

  it('shows only a Back link on other account pages', async () => {
    await renderWithProviders(
      <AccountLayout {...props} navMode="back" backTo="/mypage/edit">
        本文
      </AccountLayout>,
    )
    expect(await screen.findByRole('link', { name: '戻る' })).toHaveAttribute(
      'href',
      '/mypage/edit',
    )
    expect(
      screen.queryByRole('navigation', { name: 'マイページメニュー', hidden: true }),
    ).not.toBeInTheDocument()
  })

  it('hides navigation inside the native app', async () => {
    await renderWithProviders(
      <AccountLayout {...props} browser={{ isApp: true, isAndroid: true }}>
        本文
      </AccountLayout>,
    )
    expect(await screen.findByText('本文')).toBeInTheDocument()
    expect(
      screen.queryByRole('navigation', { name: 'マイページメニュー', hidden: true }),
    ).not.toBeInTheDocument()
    expect(screen.queryByRole('link', { name: '戻る' })).not.toBeInTheDocument()
  })

  it("shows the member's profile image in the header, but not inside the native app", async () => {
    const withImage = { ...props, profileImageUrl: '/profile.png', displayName: '山田花子' }
    const web = await renderWithProviders(<AccountLayout {...withImage}>本文</AccountLayout>)
    expect(await web.findByRole('img', { name: '山田花子' })).toHaveAttribute('src', '/profile.png')
    web.unmount()
    const app = await renderWithProviders(
      <AccountLayout {...withImage} browser={{ isApp: true, isAndroid: true }}>
        本文
      </AccountLayout>,
    )
    expect(await app.findByText('本文')).toBeInTheDocument()
    expect(document.querySelector('img[src="/profile.png"]')).toBeNull()
  })
})
