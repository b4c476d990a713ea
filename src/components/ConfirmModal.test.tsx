import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../../tests/setup/render'
import { ConfirmModal } from './ConfirmModal'

describe('ConfirmModal', () => {
  it('confirms and cancels', async () => {
    const onConfirm = vi.fn()
    const onClose = vi.fn()
    await renderWithProviders(
      <ConfirmModal opened title="削除しますか？" onConfirm={onConfirm} onClose={onClose}>
        本文
      </ConfirmModal>,
    )
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }))
    fireEvent.click(screen.getByRole('button', { name: 'キャンセル' }))
    expect(onConfirm).toHaveBeenCalledOnce()
    expect(onClose).toHaveBeenCalledOnce()
  })

  it('cannot be dismissed while loading', async () => {
    const onClose = vi.fn()
    await renderWithProviders(
      <ConfirmModal opened loading title="削除しますか？" onConfirm={() => {}} onClose={onClose} />,
    )
    const cancel = await screen.findByRole('button', { name: 'キャンセル' })
    expect(cancel.hasAttribute('disabled')).toBe(true)
    fireEvent.click(cancel)
    expect(onClose).not.toHaveBeenCalled()
    expect(screen.queryByRole('button', { name: /close/i })).toBeNull()
  })
})
