import { createIsomorphicFn } from '@tanstack/react-start'
import type * as BackendServer from './backend.server'

/**
 * The server-only half, imported dynamically inside the server branch (which the Start compiler
 * removes from the client build) so that it never enters the client bundle. Imported once: a
 * dynamic import() resolves the module again on every call.
 */
let backendModule: Promise<typeof BackendServer> | undefined

/**
 * Where a call goes. In the browser: the site's own origin, whose `/zapi/**` proxy forwards to
 * the backend. On the server (SSR loaders): straight to the backend with the visitor's headers
 * (see backend.server.ts).
 */
export const sendToBackend = createIsomorphicFn()
  .server(async (url: string, init: RequestInit): Promise<Response> => {
    backendModule ??= import('./backend.server').catch((error: unknown) => {
      backendModule = undefined
      throw error
    })
    const { sendFromServer } = await backendModule
    return sendFromServer(url, init)
  })
  .client((url: string, init: RequestInit): Promise<Response> =>
    fetch(url, { ...init, credentials: 'same-origin' }),
  )
