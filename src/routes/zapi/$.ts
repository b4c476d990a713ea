import { createFileRoute } from '@tanstack/react-router'
import { proxyToBackend } from '~/lib/api/proxy.server'

const forward = ({ request }: { request: Request }) => proxyToBackend(request)

/** Browser calls to `/zapi/**` reach the configured backend through the site's own server. */
export const Route = createFileRoute('/zapi/$')({
  server: {
    handlers: { GET: forward, POST: forward, PUT: forward, PATCH: forward, DELETE: forward },
  },
})
