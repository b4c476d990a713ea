import { createFileRoute } from '@tanstack/react-router'
import { forwardInteractionStep } from '~/features/oidc/provider-proxy.server'

/** Continue as the signed-in account (a plain HTML post): 303 to the interaction endpoint. */
export const Route = createFileRoute('/_oidc/oidc/selectAccount/form/')({
  server: { handlers: { POST: ({ request }) => forwardInteractionStep(request) } },
})
