import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { LayoutFooterSettings } from './types'
import quiet from '../quiet-control.module.css'
import classes from './layouts.module.css'

type SocialKey = keyof LayoutFooterSettings['socialMediaLinks']

function XIcon() {
  return (
    <path d="M18.244 2.25h3.308l-7.227 8.26 8.502 11.24H16.17l-5.214-6.817L4.99 21.75H1.68l7.73-8.835L1.254 2.25H8.08l4.713 6.231zm-1.161 17.52h1.833L7.084 4.126H5.117z" />
  )
}

function FacebookIcon() {
  return (
    <path d="M24 12.07C24 5.41 18.63 0 12 0S0 5.41 0 12.07C0 18.1 4.39 23.1 10.13 24v-8.44H7.08v-3.49h3.05V9.41c0-3.02 1.79-4.7 4.53-4.7 1.31 0 2.68.24 2.68.24v2.97h-1.51c-1.49 0-1.96.93-1.96 1.89v2.26h3.33l-.53 3.49h-2.8V24C19.61 23.1 24 18.1 24 12.07z" />
  )
}

function InstagramIcon() {
  return (
    <>
      <rect
        x="2.5"
        y="2.5"
        width="19"
        height="19"
        rx="5.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
      <circle cx="12" cy="12" r="4.25" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="17.6" cy="6.4" r="1.3" />
    </>
  )
}

function LineIcon() {
  return (
    <>
      <path d="M12 2.5C6.2 2.5 1.5 6.3 1.5 11c0 4.2 3.7 7.7 8.8 8.4.3.1.8.2.9.5.1.3.1.7 0 1l-.1.9c0 .3-.2 1 .9.5 1.1-.5 5.9-3.5 8.1-6 1.5-1.6 2.3-3.3 2.3-5.3C22.5 6.3 17.8 2.5 12 2.5z" />
      <path
        d="M6.2 8.9v4.5h2.6M10.3 8.9v4.5M12.4 13.4V8.9l3 4.5V8.9M19.1 8.9h-2.4v4.5h2.4M16.7 11.15h2.2"
        fill="none"
        stroke="var(--social-icon-contrast, #fff)"
        strokeWidth="1.1"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </>
  )
}

const SOCIALS: { key: SocialKey; label: MessageDescriptor; Icon: () => React.ReactElement }[] = [
  { key: 'twitterUrl', label: msg`X（旧Twitter）`, Icon: XIcon },
  { key: 'facebookUrl', label: msg`Facebook`, Icon: FacebookIcon },
  { key: 'instagramUrl', label: msg`Instagram`, Icon: InstagramIcon },
  { key: 'lineUrl', label: msg`LINE`, Icon: LineIcon },
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
      {items.map(({ key, label, Icon }) => {
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
              <svg
                viewBox="0 0 24 24"
                width="20"
                height="20"
                fill="currentColor"
                aria-hidden
                focusable="false"
              >
                <Icon />
              </svg>
            </a>
          </li>
        )
      })}
    </ul>
  )
}
