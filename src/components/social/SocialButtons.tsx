import { useLingui } from '@lingui/react'
import type { ExternalIdentityType, SocialActionType } from '~generated/api/model'
import layout from '~/components/form/form-layout.module.css'
import { authorizeHref } from '~/lib/social/authorize-href'
import { socialButtonLabel } from './social-links'
import { Button } from '~/components/button/Button'

export interface SocialButtonsProps {
  types: readonly ExternalIdentityType[]
  action: SocialActionType
  returnTo: string | undefined
}

/**
 * One button per external account the store allows. Plain links: the authorisation leaves the
 * site for the provider's page.
 */
export function SocialButtons({ types, action, returnTo }: SocialButtonsProps) {
  const { i18n } = useLingui()
  return (
    <div className={layout.stack} data-gap="sm">
      {types.map((type) => (
        <Button
          key={type}
          component="a"
          href={authorizeHref(type, action, returnTo)}
          variant="default"
          fullWidth
        >
          {i18n._(socialButtonLabel(action, type))}
        </Button>
      ))}
    </div>
  )
}
