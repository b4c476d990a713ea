import { createFileRoute } from '@tanstack/react-router'
import { forwardInteractionStep } from '~/features/oidc/provider-proxy.server'

/** Interaction endpoint (spec 01 §2): the backend resumes the provider interaction (303). */
export const Route = createFileRoute('/_oidc/oidc/selectAccountInteraction')({
  server: { handlers: { GET: ({ request }) => forwardInteractionStep(request) } },
})
