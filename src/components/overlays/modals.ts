import type { modals } from '@mantine/modals'
import { createDeferredSink, requestOverlay } from './deferred'

export type ModalsApi = typeof modals

/**
 * Mantine's `@mantine/modals` provider is not part of every page: it is loaded (with the labels
 * OK / キャンセル) the first time a component needs it. Runs `action` with the `modals` API
 * (`openConfirmModal`, `openModal`, `closeAll`…) once the provider is mounted.
 *
 *   withModals((modals) => modals.openConfirmModal({ title, children, onConfirm }))
 *
 * For a confirmation owned by a component, prefer `<ConfirmModal>`.
 */
export function withModals(action: (api: ModalsApi) => void): void {
  modalsSink.push(action)
}

export const modalsSink = createDeferredSink<(api: ModalsApi) => void>(() =>
  requestOverlay('modals'),
)
