import { useLingui } from '@lingui/react/macro'
import { Group, Modal, Stack, Text } from '@mantine/core'
import { Button } from '~/components/button/Button'

/**
 * INVALID_REQUEST on re-consent (spec 02 §8): newer terms were published while the page was open;
 * the only way on is to load the page again and agree to them.
 */
export function OutdatedPoliciesModal({ opened }: { opened: boolean }) {
  const { t } = useLingui()
  return (
    <Modal
      opened={opened}
      onClose={() => window.location.reload()}
      title={t`規約が更新されました`}
      centered
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
    >
      <Stack gap="lg">
        <Text>{t`規約が更新されています。ページを再読み込みして、最新の規約に改めて同意してください。`}</Text>
        <Group justify="flex-end">
          <Button onClick={() => window.location.reload()}>{t`再読み込み`}</Button>
        </Group>
      </Stack>
    </Modal>
  )
}
