import { Container, Group } from '@mantine/core'
import { SiteLogo } from './SiteLogo'
import type { LayoutSettings } from './types'
import classes from './layouts.module.css'

/** Header of the guest, login and OIDC layouts: logo and service name. */
export function SimpleHeader({
  settings,
  rightSection,
}: {
  settings: Pick<LayoutSettings, 'serviceName' | 'images'>
  rightSection?: React.ReactNode
}) {
  return (
    <header className={classes.header}>
      <Container size="lg" h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <SiteLogo settings={settings} />
          {rightSection}
        </Group>
      </Container>
    </header>
  )
}
