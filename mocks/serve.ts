/**
 * The mock backend as its own HTTP process (`npm run mock:serve`): the same stateful handlers and
 * `/__mock/` control endpoints the site embeds, for sites started with `API_BASE_URL` pointing
 * here — several site processes sharing one backend, as behind a load balancer
 * (scripts/scale-out.sh). Binds MOCK_HOST:MOCK_PORT (default 127.0.0.1:4100).
 */
import { serve } from 'srvx'
import { handleMockRequest } from './backend'
import { MOCK_ORIGIN } from './http'

const port = Number(process.env.MOCK_PORT ?? 4100)
const hostname = process.env.MOCK_HOST ?? '127.0.0.1'

const server = serve({
  port,
  hostname,
  silent: true,
  fetch: (request) => {
    const { pathname, search } = new URL(request.url)
    // The handlers match the origin the embedding site uses.
    return handleMockRequest(new Request(`${MOCK_ORIGIN}${pathname}${search}`, request))
  },
})
await server.ready()
console.log(`Mock backend listening on http://${hostname}:${port}`)
