import { act, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '~tests/setup/render'
import { loadPage } from '~/lib/browser/load-page'
import { LoggedOut } from './LoggedOut'

vi.mock('~/lib/browser/load-page', () => ({ loadPage: vi.fn() }))

afterEach(() => {
  vi.useRealTimers()
})

describe('LoggedOut (spec 01 §2, §9)', () => {
  it('goes to the top page after 10 seconds, counting down', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    await renderWithProviders(<LoggedOut redirectUrl="/" redirectAfterSeconds={10} />)
    expect(await screen.findByText('ログアウトしました')).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent(/^10秒後にトップページへ移動します。$/)
    await act(() => vi.advanceTimersByTimeAsync(9_000))
    expect(screen.getByRole('status')).toHaveTextContent(/^1秒後にトップページへ移動します。$/)
    expect(loadPage).not.toHaveBeenCalled()
    await act(() => vi.advanceTimersByTimeAsync(1_000))
    expect(loadPage).toHaveBeenCalledWith('/')
  })

  it('never leaves the site, whatever the screen data says', async () => {
    await renderWithProviders(<LoggedOut redirectUrl="//evil.example" redirectAfterSeconds={0} />)
    expect(loadPage).toHaveBeenLastCalledWith('/')
  })
})

describe('LoggedOut in English', () => {
  it('counts down in seconds, then in the one second left', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    await renderWithProviders(<LoggedOut redirectUrl="/" redirectAfterSeconds={2} />, {
      locale: 'en',
    })
    expect(await screen.findByRole('status')).toHaveTextContent(
      /^Going to the top page in 2 seconds\.$/,
    )
    await act(() => vi.advanceTimersByTimeAsync(1_000))
    expect(screen.getByRole('status')).toHaveTextContent(/^Going to the top page in 1 second\.$/)
  })
})
