import { useLingui } from '@lingui/react/macro'
import { Group, Modal, Stack } from '@mantine/core'
import type { ReactNode } from 'react'
import { Button } from '~/components/button/Button'
import type { ThemeColor } from '~/components/button/variant-colors'

export interface ConfirmModalProps {
  opened: boolean
  onClose: () => void
  onConfirm: () => void | Promise<void>
  title: ReactNode
  children?: ReactNode
  confirmLabel?: ReactNode
  cancelLabel?: ReactNode
  /** While true the confirm button spins and the modal cannot be dismissed. */
  loading?: boolean
  /** Style of the confirm button ("red" for destructive actions). */
  confirmColor?: ThemeColor
}

/** Confirmation dialog with a loading state for the confirmed action. */
export function ConfirmModal({
  opened,
  onClose,
  onConfirm,
  title,
  children,
  confirmLabel,
  cancelLabel,
  loading = false,
  confirmColor,
}: ConfirmModalProps) {
  const { t } = useLingui()
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
          <Button color={confirmColor} loading={loading} onClick={() => void onConfirm()}>
            {confirmLabel ?? t`OK`}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
