import { createFileRoute } from '@tanstack/react-router'
import { forwardInteractionStep } from '~/features/oidc/provider-proxy.server'

/** Declining the consent: the backend ends the interaction as access_denied (303 to the client). */
export const Route = createFileRoute('/_oidc/oidc/consent/form/abort')({
  server: { handlers: { GET: ({ request }) => forwardInteractionStep(request) } },
})
