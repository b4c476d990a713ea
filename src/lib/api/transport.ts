import { createIsomorphicFn } from '@tanstack/react-start'

/**
 * Where a call goes. In the browser: the site's own origin, whose `/zapi/**` proxy forwards to
 * the backend. On the server (SSR loaders): straight to the backend with the visitor's headers
 * (see backend.server.ts).
 */
export const sendToBackend = createIsomorphicFn()
  .server(async (url: string, init: RequestInit): Promise<Response> => {
    const { sendFromServer } = await import('./backend.server')
    return sendFromServer(url, init)
  })
  .client((url: string, init: RequestInit): Promise<Response> =>
    fetch(url, { ...init, credentials: 'same-origin' }),
  )
