import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '~tests/setup/render'
import { ProfileMenu } from './ProfileMenu'

describe('ProfileMenu', () => {
  it('shows My Page and logout under the profile image, and closes on Escape', async () => {
    const user = userEvent.setup()
    await renderWithProviders(<ProfileMenu displayName="はなこ" />)
    const button = await screen.findByRole('button', { name: 'アカウントメニュー' })
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('link', { name: 'マイページ' })).not.toBeInTheDocument()

    await user.click(button)
    expect(button).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByRole('link', { name: 'マイページ' })).toHaveAttribute('href', '/mypage')
    expect(screen.getByRole('link', { name: 'ログアウト' })).toHaveAttribute('href', '/logout')

    await user.keyboard('{Escape}')
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(button).toHaveFocus()
    expect(screen.queryByRole('link', { name: 'ログアウト' })).not.toBeInTheDocument()
  })

  it('closes when the visitor clicks elsewhere', async () => {
    const user = userEvent.setup()
    await renderWithProviders(
      <>
        <ProfileMenu />
        <p>本文</p>
      </>,
    )
    await user.click(await screen.findByRole('button', { name: 'アカウントメニュー' }))
    expect(screen.getByRole('link', { name: 'マイページ' })).toBeVisible()
    await user.click(screen.getByText('本文'))
    expect(screen.queryByRole('link', { name: 'マイページ' })).not.toBeInTheDocument()
  })
})
