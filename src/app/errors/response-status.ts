import { createIsomorphicFn } from '@tanstack/react-start'
import { setResponseStatus } from '@tanstack/react-start/server'

/**
 * Sets the HTTP status of the server-rendered response (no-op in the browser). Called while an
 * error screen renders during SSR — the shell is rendered before Start builds the Response, and
 * the helper status overrides the router's own (404 for not-found, 500 for errors).
 */
export const setSsrResponseStatus = createIsomorphicFn()
  .server((status: number) => {
    setResponseStatus(status)
  })
  .client((_status: number) => {})
