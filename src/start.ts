import { createMiddleware, createStart } from '@tanstack/react-start'
import { apiErrorSerialization, flowErrorAnswerSerialization } from '~/lib/api/error-serialization'
import { getServerAppConfig } from '~/lib/config/app-config.server'
import { buildSecurityHeaders, createNonce } from '~/lib/security/security-headers'

/**
 * Global request middleware: creates the per-request CSP nonce (read by getRouter() through
 * getGlobalStartContext() and stamped by <HeadContent>/<Scripts> on every script), and adds the
 * security headers to every HTML response.
 */
const securityHeadersMiddleware = createMiddleware().server(async ({ next, pathname }) => {
  const nonce = createNonce()
  const result = await next({ context: { nonce } })
  const contentType = result.response.headers.get('content-type') ?? ''
  if (contentType.includes('text/html')) {
    const { NODE_ENV } = getServerAppConfig()
    const headers = buildSecurityHeaders({
      nonce,
      pathname,
      production: NODE_ENV === 'production',
      dev: import.meta.env.DEV,
    })
    for (const [name, value] of Object.entries(headers)) {
      result.response.headers.set(name, value)
    }
  } else {
    result.response.headers.set('X-Content-Type-Options', 'nosniff')
  }
  return result
})

export const startInstance = createStart(() => ({
  requestMiddleware: [securityHeadersMiddleware],
  serializationAdapters: [apiErrorSerialization, flowErrorAnswerSerialization],
}))
