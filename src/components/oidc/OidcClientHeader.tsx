import { useLingui } from '@lingui/react/macro'
import type { OidcClient } from '~generated/api/model'
import { useRootData } from '~/lib/root-data/use-root-data'
import classes from './oidc-client-header.module.css'

const linkClass = `mantine-focus-auto ${classes.link}`

/** The client's name in the page's language: the Japanese name on Japanese pages when it has one. */
export function useClientName(client: OidcClient): string {
  const { i18n } = useLingui()
  return i18n.locale === 'ja' && client.clientNameJa ? client.clientNameJa : client.clientName
}

/**
 * The application that asked to sign in with the store (spec 01 §2, §3 OIDC client info): logo,
 * name in the page's language, provider, description and its terms and privacy links. Shown at
 * the top of every provider screen. Plain elements styled like the Mantine Paper, Stack, Group,
 * Image, Text and Anchor they replace (oidc-client-header.module.css).
 */
export function OidcClientHeader({ client }: { client: OidcClient }) {
  const { t } = useLingui()
  const name = useClientName(client)
  const { serviceName } = useRootData().storeSettingData
  return (
    <section className={classes.card} aria-label={t`連携先のサービス`}>
      <div className={classes.stack}>
        <div className={classes.identity}>
          {client.logoUri && <img src={client.logoUri} alt="" className={classes.logo} />}
          <div className={classes.names}>
            <p className={classes.text} data-bold>
              {name}
            </p>
            {client.providerName && (
              <p className={classes.text} data-size="sm" data-dimmed>
                {t`提供元: ${client.providerName}`}
              </p>
            )}
          </div>
        </div>
        {client.description && (
          <p className={classes.text} data-size="sm">
            {client.description}
          </p>
        )}
        <p className={classes.text} data-size="sm">
          {t`${serviceName}のアカウントで${name}を利用します。`}
        </p>
        {(client.tosUri || client.privacyUri) && (
          <div className={classes.links}>
            {client.tosUri && (
              <a
                href={client.tosUri}
                target="_blank"
                rel="noopener noreferrer"
                className={linkClass}
              >
                {t`${name}の利用規約`}
              </a>
            )}
            {client.privacyUri && (
              <a
                href={client.privacyUri}
                target="_blank"
                rel="noopener noreferrer"
                className={linkClass}
              >
                {t`${name}のプライバシーポリシー`}
              </a>
            )}
          </div>
        )}
      </div>
    </section>
  )
}
