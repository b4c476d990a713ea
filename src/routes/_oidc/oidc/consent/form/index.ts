import { createFileRoute } from '@tanstack/react-router'
import { forwardInteractionStep } from '~/features/oidc/provider-proxy.server'

/** The consent form (a plain HTML post): the backend records the grant and answers 303. */
export const Route = createFileRoute('/_oidc/oidc/consent/form/')({
  server: { handlers: { POST: ({ request }) => forwardInteractionStep(request) } },
})
