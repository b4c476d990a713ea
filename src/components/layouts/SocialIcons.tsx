import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { LayoutFooterSettings } from './types'
import quiet from '../quiet-control.module.css'
import classes from './layouts.module.css'

type SocialKey = keyof LayoutFooterSettings['socialMediaLinks']

const SOCIALS: { key: SocialKey; label: MessageDescriptor }[] = [
  { key: 'twitterUrl', label: msg`X（旧Twitter）` },
  { key: 'facebookUrl', label: msg`Facebook` },
  { key: 'instagramUrl', label: msg`Instagram` },
  { key: 'lineUrl', label: msg`LINE` },
]

/**
 * Links to the store's social accounts; each icon link has an accessible name. Plain links styled
 * like Mantine's subtle gray ActionIcon: rendered in the footer of every page, where three
 * ActionIcons cost more server time than the rest of the footer.
 */
export function SocialIcons({ links }: { links: LayoutFooterSettings['socialMediaLinks'] }) {
  const { i18n, t } = useLingui()
  const items = SOCIALS.filter(({ key }) => Boolean(links[key]))
  if (items.length === 0) return null
  return (
    <ul aria-label={t`公式SNS`} className={classes.socialList}>
      {items.map(({ key, label }) => {
        const name = i18n._(label)
        return (
          <li key={key}>
            <a
              href={links[key]}
              target="_blank"
              rel="noopener noreferrer"
              className={`mantine-focus-auto ${quiet.quietControl} ${quiet.icon}`}
              aria-label={t`${name}（新しいタブで開きます）`}
            >
              <span className={`${classes.socialIcon} ${classes[key]}`} aria-hidden />
            </a>
          </li>
        )
      })}
    </ul>
  )
}
