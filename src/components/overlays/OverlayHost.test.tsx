import { act, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '~tests/setup/render'
import { withModals } from './modals'
import { showToast } from './toast'
import { OverlayHost } from './OverlayHost'

describe('OverlayHost', () => {
  it('loads the toasts on the first toast and shows the ones queued before', async () => {
    await renderWithProviders(<OverlayHost />)
    expect(screen.queryByText('一通目')).not.toBeInTheDocument()
    act(() => {
      showToast({ message: '一通目' })
      showToast({ message: '二通目', autoClose: false })
    })
    expect(await screen.findByText('一通目')).toBeInTheDocument()
    expect(screen.getByText('二通目')).toBeInTheDocument()
    // Once loaded, a toast shows at once.
    act(() => void showToast({ message: '三通目' }))
    expect(await screen.findByText('三通目')).toBeInTheDocument()
  })

  it('loads @mantine/modals on first use, with the app labels', async () => {
    await renderWithProviders(<OverlayHost />)
    act(() =>
      withModals((modals) =>
        modals.openConfirmModal({ title: '確認', children: '削除しますか？' }),
      ),
    )
    expect(await screen.findByRole('dialog', { name: '確認' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'OK' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'キャンセル' })).toBeInTheDocument()
  })
})
