import { lazy, useState } from 'react'
import type { ConfirmModalProps } from './ConfirmModal'
import { LazyPart } from './overlays/OverlayHost'

const ConfirmModal = lazy(() => import('./ConfirmModal').then((m) => ({ default: m.ConfirmModal })))

/**
 * `<ConfirmModal>` loaded the first time it opens: Mantine's Modal and its dependencies (about
 * 20 kB) are then not part of the page's initial JavaScript. Mounted from then on, so closing
 * animates.
 */
export function LazyConfirmModal(props: ConfirmModalProps) {
  const [mounted, setMounted] = useState(false)
  if (props.opened && !mounted) setMounted(true)
  if (!mounted) return null
  return (
    <LazyPart>
      <ConfirmModal {...props} />
    </LazyPart>
  )
}
