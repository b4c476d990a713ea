import { screen, waitFor } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '~tests/setup/render'
import { ConfirmModal } from './ConfirmModal'

describe('ConfirmModal', () => {
  it('confirms and cancels', async () => {
    const onConfirm = vi.fn()
    const onClose = vi.fn()
    const user = userEvent.setup()
    await renderWithProviders(
      <ConfirmModal opened title="削除しますか？" onConfirm={onConfirm} onClose={onClose}>
        本文
      </ConfirmModal>,
    )
    await user.click(await screen.findByRole('button', { name: 'OK' }))
    await user.click(screen.getByRole('button', { name: 'キャンセル' }))
    expect(onConfirm).toHaveBeenCalledOnce()
    expect(onClose).toHaveBeenCalledOnce()
  })

  it('cannot be dismissed while loading', async () => {
    const onClose = vi.fn()
    const user = userEvent.setup()
    await renderWithProviders(
      <ConfirmModal opened loading title="削除しますか？" onConfirm={() => {}} onClose={onClose} />,
    )
    const cancel = await screen.findByRole('button', { name: 'キャンセル' })
    expect(cancel).toBeDisabled()
    await user.click(cancel)
    expect(onClose).not.toHaveBeenCalled()
    expect(screen.queryByRole('button', { name: /close/i })).not.toBeInTheDocument()
  })

  it('stays loading while the promise of its action runs, and runs it once', async () => {
    let finish: () => void = () => {}
    const onConfirm = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)))
    const user = userEvent.setup()
    await renderWithProviders(
      <ConfirmModal opened title="移動しますか？" onConfirm={onConfirm} onClose={() => {}} />,
    )
    const confirm = await screen.findByRole('button', { name: 'OK' })
    await user.click(confirm)
    expect(confirm).toBeDisabled()
    await user.click(confirm)
    expect(onConfirm).toHaveBeenCalledOnce()
    finish()
    await waitFor(() => expect(confirm).toBeEnabled())
  })
})
