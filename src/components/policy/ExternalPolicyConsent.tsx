import { useLingui } from '@lingui/react/macro'
import { Anchor, Stack, Title } from '@mantine/core'
import type { Policy } from '~generated/api/model'
import { CheckBox } from '~/components/controls/ChoiceBox'

export interface ExternalPolicyConsentProps {
  policy: Policy
  agreed: boolean
  onChange: (agreed: boolean) => void
}

/** An external policy (spec 01 §4): read on its own site, agreed by ticking a checkbox. */
export function ExternalPolicyConsent({ policy, agreed, onChange }: ExternalPolicyConsentProps) {
  const { t } = useLingui()
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {policy.title}
      </Title>
      {policy.dataSource && (
        <Anchor href={policy.dataSource} target="_blank" rel="noopener noreferrer">
          {t`${policy.title}を新しいタブで開く`}
        </Anchor>
      )}
      <CheckBox
        checked={agreed}
        onChange={(event) => onChange(event.currentTarget.checked)}
        label={t`${policy.title}に同意する`}
      />
    </Stack>
  )
}
