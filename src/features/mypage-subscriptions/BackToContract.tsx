import { useLingui } from '@lingui/react/macro'
import { Anchor, Group } from '@mantine/core'
import { HrefLink } from '~/components/HrefLink'
import { subscriptionPath } from './subscription-paths'

/** The way back from a contract's sub-page to its detail, under the page's form. */
export function BackToContract({ subscriptionId }: { subscriptionId: string }) {
  const { t } = useLingui()
  return (
    <Group justify="center">
      <Anchor component={HrefLink} href={subscriptionPath(subscriptionId)}>
        {t`ご契約内容へ戻る`}
      </Anchor>
    </Group>
  )
}
