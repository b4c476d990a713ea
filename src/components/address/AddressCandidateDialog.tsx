import { useLingui } from '@lingui/react/macro'
import { Group, Modal, Stack } from '@mantine/core'
import { useId, useState } from 'react'
import type { AddressCandidate } from '~generated/api/model'
import { RadioButton } from '~/components/controls/ChoiceBox'
import { ChoiceGroupFrame } from '~/components/controls/ChoiceGroupFrame'
import { Button } from '~/components/button/Button'

export interface AddressCandidateDialogProps {
  candidates: readonly AddressCandidate[]
  onChoose: (candidate: AddressCandidate) => void
  onClose: () => void
}

/** The '住所を選択' dialog: several addresses share the postal code; '決定' takes the ticked one. */
export function AddressCandidateDialog({
  candidates,
  onChoose,
  onClose,
}: AddressCandidateDialogProps) {
  const { t } = useLingui()
  const [chosen, setChosen] = useState<string | null>(null)
  const groupId = useId()
  const candidate = chosen === null ? undefined : candidates[Number(chosen)]
  return (
    // No header close button: the dialog's own '閉じる' (and Escape) closes it.
    <Modal
      opened={candidates.length > 0}
      onClose={onClose}
      title={t`住所を選択`}
      withCloseButton={false}
      centered
    >
      <Stack gap="lg">
        <ChoiceGroupFrame kind="RadioGroup" id={groupId} label={t`該当する住所を選んでください`}>
          <Stack gap="xs" mt="xs">
            {candidates.map((option, index) => (
              <RadioButton
                key={option.allAddress + index}
                name={groupId}
                value={String(index)}
                label={option.allAddress}
                checked={chosen === String(index)}
                onChange={() => setChosen(String(index))}
              />
            ))}
          </Stack>
        </ChoiceGroupFrame>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t`閉じる`}
          </Button>
          <Button disabled={!candidate} onClick={() => candidate && onChoose(candidate)}>
            {t`決定`}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
