import { useLingui } from '@lingui/react/macro'
import { Avatar } from '~/components/avatar/Avatar'
import type { AccountGrantClient } from '~generated/api/model'
import { clientName } from './client-name'

/** The app's logo, or its initial when it has none (or the logo does not load). */
export function ClientLogo({ client, size }: { client: AccountGrantClient; size: number }) {
  const { i18n } = useLingui()
  const name = clientName(client, i18n.locale)
  return (
    <Avatar src={client.logo_uri ?? null} alt={name} size={size} radius="sm">
      {name.slice(0, 1)}
    </Avatar>
  )
}
