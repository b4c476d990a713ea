import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '~tests/setup/render'
import { Footer } from './Footer'
import type { LayoutSettings } from './types'

const settings: LayoutSettings = {
  serviceName: 'テストストア',
  images: { logoPc: '/pc.png', logoSp: '/sp.png' },
  enablePoweredByPvs: true,
  footers: {
    footerLinks: [
      {
        name: '利用規約',
        value: '/terms',
        type: 'default',
        enable: true,
        external_link: false,
        display_type: 'other',
      },
      {
        name: 'ヘルプ',
        value: 'https://help.example.com',
        type: 'url',
        enable: true,
        external_link: true,
        display_type: 'other',
      },
      {
        name: '会員登録',
        value: '/signup',
        type: 'default',
        enable: true,
        external_link: false,
        display_type: 'logout',
      },
      {
        name: 'マイページ',
        value: '/mypage',
        type: 'default',
        enable: true,
        external_link: false,
        display_type: 'login',
      },
      {
        name: '無効',
        value: '/off',
        type: 'default',
        enable: false,
        external_link: false,
        display_type: 'other',
      },
    ],
    socialMediaLinks: { twitterUrl: 'https://x.com/a', lineUrl: 'https://line.me/a' },
    trademarks: ['商標の表示'],
    copyright: '© 2025 Sample',
  },
}

describe('Footer', () => {
  it('shows links for guests, opens external ones in a new tab', async () => {
    await renderWithProviders(
      <Footer
        settings={settings}
        isSignedIn={false}
        browser={{ isApp: false, isAndroid: false }}
      />,
    )
    const nav = await screen.findByRole('navigation', { name: 'フッターメニュー' })
    const names = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent)
    expect(names).toEqual(['利用規約', 'ヘルプ', '会員登録'])
    const help = within(nav).getByRole('link', { name: 'ヘルプ' })
    expect(help).toHaveAttribute('target', '_blank')
    expect(help).toHaveAttribute('rel', 'noopener noreferrer')
    expect(screen.getByText('Powered by PVS')).toBeInTheDocument()
    expect(screen.getByText('© 2025 Sample')).toBeInTheDocument()
    expect(screen.getByText('商標の表示')).toBeInTheDocument()
  })

  it('shows member links and the licences link inside the Android app', async () => {
    await renderWithProviders(
      <Footer settings={settings} isSignedIn browser={{ isApp: true, isAndroid: true }} />,
    )
    const nav = await screen.findByRole('navigation', { name: 'フッターメニュー' })
    const names = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent)
    expect(names).toEqual(['利用規約', 'ヘルプ', 'マイページ', 'ライセンス'])
    expect(within(nav).getByRole('link', { name: 'ライセンス' })).toHaveAttribute(
      'href',
      '/app/licenses',
    )
  })

  it('gives each social icon an accessible name', async () => {
    await renderWithProviders(
      <Footer
        settings={settings}
        isSignedIn={false}
        browser={{ isApp: false, isAndroid: false }}
      />,
    )
    expect(await screen.findByRole('link', { name: /X（旧Twitter）/ })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /LINE/ })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: /Facebook/ })).not.toBeInTheDocument()
  })

  it('renders in English', async () => {
    await renderWithProviders(
      <Footer
        settings={settings}
        isSignedIn={false}
        browser={{ isApp: false, isAndroid: false }}
      />,
      { locale: 'en' },
    )
    expect(await screen.findByRole('navigation', { name: 'Footer menu' })).toBeInTheDocument()
  })
})
