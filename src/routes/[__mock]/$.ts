import { createFileRoute } from '@tanstack/react-router'
import { proxyToBackend } from '~/lib/api/proxy.server'
import { getServerAppConfig } from '~/lib/config/app-config.server'

async function forwardWhenMocked({ request }: { request: Request }): Promise<Response> {
  if (!getServerAppConfig().MOCK_BACKEND) return new Response('Not Found', { status: 404 })
  return proxyToBackend(request)
}

/** The mock backend's control endpoints (mocks/README.md); absent unless mocks are on. */
export const Route = createFileRoute('/__mock/$')({
  server: {
    handlers: { GET: forwardWhenMocked, POST: forwardWhenMocked, DELETE: forwardWhenMocked },
  },
})
