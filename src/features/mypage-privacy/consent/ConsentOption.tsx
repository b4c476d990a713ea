import { useLingui } from '@lingui/react/macro'
import { Group, Stack, Switch, Text } from '@mantine/core'
import type { AccountConsent } from '~generated/api/model'
import { Badge } from '~/components/button/Badge'

export interface ConsentOptionProps {
  consent: AccountConsent
  saving: boolean
  onToggle: () => void
}

/** One consent option: its state badge, title, optional description and the toggle. */
export function ConsentOption({ consent, saving, onToggle }: ConsentOptionProps) {
  const { t } = useLingui()
  const descriptionId = `consent-${consent.consentOptionId}-description`
  return (
    <Group component="li" justify="space-between" wrap="nowrap" align="flex-start" py="sm">
      {/* The text takes the row's width, so the badge and title stay on one line. */}
      <Stack gap={4} flex={1} miw={0}>
        <Group gap="xs">
          <Badge color={consent.value ? 'brand' : 'gray'} variant="light">
            {consent.value ? t`有効` : t`無効`}
          </Badge>
          <Text fw={500}>{consent.title}</Text>
        </Group>
        {consent.description && (
          <Text id={descriptionId} size="sm" c="dimmed">
            {consent.description}
          </Text>
        )}
      </Stack>
      <Switch
        checked={consent.value}
        disabled={saving}
        onChange={onToggle}
        aria-label={consent.title}
        aria-describedby={consent.description ? descriptionId : undefined}
      />
    </Group>
  )
}
