import { act, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderWithProviders } from '~tests/setup/render'
import { closeFlowError, openFlowError } from '~/lib/api/flow-error-store'
import { FlowErrorModal } from './FlowErrorModal'

afterEach(() => {
  act(() => closeFlowError())
})

describe('FlowErrorModal', () => {
  it('opens from the store with a restart link to the redirect URL', async () => {
    await renderWithProviders(<FlowErrorModal />)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    act(() => openFlowError({ redirectTo: '/plans/abc', message: 'セッションが切れました' }))
    expect(
      await screen.findByRole('dialog', { name: '手続きを続行できません' }),
    ).toBeInTheDocument()
    expect(screen.getByText('セッションが切れました')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '最初からやり直す' })).toHaveAttribute(
      'href',
      '/plans/abc',
    )
  })

  it('does not follow an off-site redirect', async () => {
    await renderWithProviders(<FlowErrorModal />, { locale: 'en' })
    act(() => openFlowError({ redirectTo: 'https://evil.example/' }))
    expect(await screen.findByRole('link', { name: 'Start over' })).toHaveAttribute('href', '/')
  })
})
