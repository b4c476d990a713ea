/**
 * The server entry and the one place that composes the site with the embedded mock backend: the
 * API client calls it when no API_BASE_URL is configured, and never imports mocks/ itself.
 */
import handler, { createServerEntry } from '@tanstack/react-start/server-entry'
import { provideEmbeddedBackend } from '~/lib/api/backend.server'

provideEmbeddedBackend(async () => (await import('../mocks/backend')).handleMockRequest)

export default createServerEntry({ fetch: handler.fetch })
