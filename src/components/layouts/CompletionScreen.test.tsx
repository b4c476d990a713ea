import { Text } from '@mantine/core'
import { screen } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '~tests/setup/render'
import { CompletionScreen } from './CompletionScreen'

describe('CompletionScreen', () => {
  it('says what was done and leads on', async () => {
    const { router } = await renderWithProviders(
      <CompletionScreen
        title="パスワードを再設定しました"
        next={{ label: 'ログイン画面へ', href: '/login?returnTo=%2Fmypage', fallback: '/login' }}
        links={<a href="/password/forgot">メールアドレスを入力し直す</a>}
      >
        <Text>新しいパスワードでログインしてください。</Text>
      </CompletionScreen>,
    )
    expect(
      screen.getByRole('heading', { level: 1, name: 'パスワードを再設定しました' }),
    ).toBeInTheDocument()
    expect(screen.getByText('新しいパスワードでログインしてください。')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'メールアドレスを入力し直す' })).toHaveAttribute(
      'href',
      '/password/forgot',
    )
    await userEvent.click(screen.getByRole('link', { name: 'ログイン画面へ' }))
    expect(router.state.location.href).toBe('/login?returnTo=%2Fmypage')
  })

  it('goes to the fallback instead of another site or no address', async () => {
    await renderWithProviders(
      <>
        <CompletionScreen
          title="A"
          next={{ label: 'elsewhere', href: 'https://evil.example/', fallback: '/mypage' }}
        />
        <CompletionScreen title="B" next={{ label: 'none', href: null, fallback: '/login' }} />
      </>,
    )
    expect(screen.getByRole('link', { name: 'elsewhere' })).toHaveAttribute('href', '/mypage')
    expect(screen.getByRole('link', { name: 'none' })).toHaveAttribute('href', '/login')
  })
})
