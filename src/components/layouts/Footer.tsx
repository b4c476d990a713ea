import { useLingui } from '@lingui/react/macro'
import { Anchor, Container, Divider, Group, Stack, Text } from '@mantine/core'
import { HrefLink } from '~/components/HrefLink'
import { LanguageSwitch } from '~/components/LanguageSwitch'
import { visibleFooterLinks } from './footer-links'
import { SocialIcons } from './SocialIcons'
import type { BaseLayoutProps } from './types'
import classes from './layouts.module.css'

export const APP_LICENSES_PATH = '/app/licenses'

type FooterProps = Omit<BaseLayoutProps, 'children'>

/** Site footer shared by every layout. */
export function Footer({ settings, isSignedIn, browser, licenseNumbers = [] }: FooterProps) {
  const { t } = useLingui()
  const { footers, enablePoweredByPvs } = settings
  const links = visibleFooterLinks(footers.footerLinks, isSignedIn)
  const showAppLicenses = browser.isApp && browser.isAndroid

  return (
    <footer className={classes.footer}>
      <Container size="lg" py="xl">
        <Stack gap="md">
          {(links.length > 0 || showAppLicenses) && (
            <nav aria-label={t`フッターメニュー`}>
              <Group component="ul" gap="md" className={classes.plainList}>
                {links.map((link) => (
                  <li key={`${link.name}-${link.value}`}>
                    <Anchor
                      component={HrefLink}
                      href={link.value}
                      external={link.external_link}
                      size="sm"
                      c="var(--mantine-color-text)"
                    >
                      {link.name}
                    </Anchor>
                  </li>
                ))}
                {showAppLicenses && (
                  <li>
                    <Anchor
                      component={HrefLink}
                      href={APP_LICENSES_PATH}
                      size="sm"
                      c="var(--mantine-color-text)"
                    >
                      {t`ライセンス`}
                    </Anchor>
                  </li>
                )}
              </Group>
            </nav>
          )}
          <Group justify="space-between" align="center" wrap="wrap" gap="sm">
            <SocialIcons links={footers.socialMediaLinks} />
            <LanguageSwitch />
          </Group>
          {(footers.trademarks.length > 0 || licenseNumbers.length > 0) && <Divider />}
          {footers.trademarks.length > 0 && (
            <Stack gap={2} data-testid="footer-trademarks">
              {footers.trademarks.map((line) => (
                <Text key={line} size="xs" c="dimmed">
                  {line}
                </Text>
              ))}
            </Stack>
          )}
          {licenseNumbers.length > 0 && (
            <Stack gap={2} data-testid="footer-licenses">
              {licenseNumbers.map((line) => (
                <Text key={line} size="xs" c="dimmed">
                  {line}
                </Text>
              ))}
            </Stack>
          )}
          <Group justify="space-between" gap="xs">
            <Text size="xs" c="dimmed">
              <small>{footers.copyright}</small>
            </Text>
            {enablePoweredByPvs && (
              <Text size="xs" c="dimmed">
                {t`Powered by PVS`}
              </Text>
            )}
          </Group>
        </Stack>
      </Container>
    </footer>
  )
}
