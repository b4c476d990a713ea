import { readFileSync } from 'node:fs'
import type { Plugin } from 'vite'
import {
  API_DOCS_FILE,
  API_DOCS_PATH,
  apiDocsAreStale,
  buildApiDocs,
} from '../scripts/lib/api-docs'

/** Serves the reference at API_DOCS_PATH in `vite dev` only, rebuilt when api/ changed. */
export function apiDocsInDevelopment(): Plugin {
  return {
    name: 'api-docs-in-development',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use(API_DOCS_PATH, (request, response, next) => {
        if (request.method !== 'GET' && request.method !== 'HEAD') return next()
        try {
          if (apiDocsAreStale()) buildApiDocs()
        } catch (error) {
          return next(error)
        }
        response.setHeader('Content-Type', 'text/html; charset=utf-8')
        response.setHeader('Cache-Control', 'no-store')
        response.end(request.method === 'HEAD' ? undefined : readFileSync(API_DOCS_FILE))
      })
    },
  }
}
