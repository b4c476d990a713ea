import { useLingui } from '@lingui/react/macro'
import { HrefLink } from '~/components/HrefLink'
import { LanguageSwitch } from '~/components/LanguageSwitch'
import { visibleFooterLinks } from './footer-links'
import { SocialIcons } from './SocialIcons'
import type { BaseLayoutProps } from './types'
import classes from './layouts.module.css'

export const APP_LICENSES_PATH = '/app/licenses'

type FooterProps = Omit<BaseLayoutProps, 'children'>

const linkClass = `mantine-focus-auto ${classes.footerLink}`

/** Site footer shared by every layout (static markup; Mantine only for the controls). */
export function Footer({ settings, isSignedIn, browser, licenseNumbers = [] }: FooterProps) {
  const { t } = useLingui()
  const { footers, enablePoweredByPvs } = settings
  const links = visibleFooterLinks(footers.footerLinks, isSignedIn)
  const showAppLicenses = browser.isApp && browser.isAndroid

  return (
    <footer className={classes.footer}>
      <div className={`${classes.container} ${classes.footerInner}`}>
        {(links.length > 0 || showAppLicenses) && (
          <nav aria-label={t`フッターメニュー`}>
            <ul className={classes.footerLinks}>
              {links.map((link) => (
                <li key={`${link.name}-${link.value}`}>
                  <HrefLink href={link.value} external={link.external_link} className={linkClass}>
                    {link.name}
                  </HrefLink>
                </li>
              ))}
              {showAppLicenses && (
                <li>
                  <HrefLink href={APP_LICENSES_PATH} className={linkClass}>
                    {t`ライセンス`}
                  </HrefLink>
                </li>
              )}
            </ul>
          </nav>
        )}
        <div className={classes.footerRow}>
          <SocialIcons links={footers.socialMediaLinks} />
          <LanguageSwitch />
        </div>
        {(footers.trademarks.length > 0 || licenseNumbers.length > 0) && (
          <hr className={classes.divider} />
        )}
        {footers.trademarks.length > 0 && (
          <div className={classes.fineLines} data-testid="footer-trademarks">
            {footers.trademarks.map((line) => (
              <p key={line} className={classes.fine}>
                {line}
              </p>
            ))}
          </div>
        )}
        {licenseNumbers.length > 0 && (
          <div className={classes.fineLines} data-testid="footer-licenses">
            {licenseNumbers.map((line) => (
              <p key={line} className={classes.fine}>
                {line}
              </p>
            ))}
          </div>
        )}
        <div className={classes.footerBottom}>
          <p className={classes.fine}>
            <small>{footers.copyright}</small>
          </p>
          {enablePoweredByPvs && <p className={classes.fine}>{t`Powered by PVS`}</p>}
        </div>
      </div>
    </footer>
  )
}
