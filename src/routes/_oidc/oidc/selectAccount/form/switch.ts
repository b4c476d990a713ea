import { createFileRoute } from '@tanstack/react-router'
import { forwardInteractionStep } from '~/features/oidc/provider-proxy.server'

/** Switch account: the backend signs the site session out, keeping the interaction (303 to sign-in). */
export const Route = createFileRoute('/_oidc/oidc/selectAccount/form/switch')({
  server: { handlers: { GET: ({ request }) => forwardInteractionStep(request) } },
})
