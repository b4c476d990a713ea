import { useLingui } from '@lingui/react/macro'
import { Group, Modal, Stack } from '@mantine/core'
import { useState, type ReactNode } from 'react'
import { Button } from '~/components/button/Button'
import type { ThemeColor } from '~/components/button/variant-colors'

export interface ConfirmModalProps {
  opened: boolean
  onClose: () => void
  /** A promise (a call, a navigation) keeps the modal loading until it settles. */
  onConfirm: () => unknown
  title: ReactNode
  children?: ReactNode
  confirmLabel?: ReactNode
  cancelLabel?: ReactNode
  /** While true the confirm button spins and the modal cannot be dismissed. */
  loading?: boolean
  /** Style of the confirm button ("red" for destructive actions). */
  confirmColor?: ThemeColor
}

/**
 * Confirmation dialog with a loading state for the confirmed action: `loading`, or the promise its
 * `onConfirm` returned (spec 01 §4: modals have loading states; the action runs once).
 */
export function ConfirmModal({
  opened,
  onClose,
  onConfirm,
  title,
  children,
  confirmLabel,
  cancelLabel,
  loading: loadingProp = false,
  confirmColor,
}: ConfirmModalProps) {
  const { t } = useLingui()
  const [confirming, setConfirming] = useState(false)
  const loading = loadingProp || confirming
  const confirm = () => {
    const result = onConfirm()
    if (result instanceof Promise) {
      setConfirming(true)
      void result.finally(() => setConfirming(false)).catch(() => {})
    }
  }
  const close = () => {
    if (!loading) onClose()
  }
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={title}
      centered
      closeOnClickOutside={!loading}
      closeOnEscape={!loading}
      withCloseButton={!loading}
      closeButtonProps={{ 'aria-label': t`閉じる` }}
    >
      <Stack gap="lg">
        {children}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={loading}>
            {cancelLabel ?? t`キャンセル`}
          </Button>
          <Button color={confirmColor} loading={loading} onClick={confirm}>
            {confirmLabel ?? t`OK`}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
