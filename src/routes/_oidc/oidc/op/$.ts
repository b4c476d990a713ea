import { createFileRoute } from '@tanstack/react-router'
import { proxyToProvider } from '~/features/oidc/provider-proxy.server'

const forward = ({ request }: { request: Request }) => proxyToProvider(request)

/** The OpenID provider's endpoints (issuer `<site>/oidc/op`), answered by the backend. */
export const Route = createFileRoute('/_oidc/oidc/op/$')({
  server: { handlers: { GET: forward, POST: forward, OPTIONS: forward } },
})
