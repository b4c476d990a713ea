import { createServer, type ViteDevServer } from 'vite'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { API_DOCS_PATH } from '../scripts/lib/api-docs'
import { apiDocsInDevelopment } from './api-docs-in-development'

// The reference is a development aid: `vite dev` serves it, a build never includes it.
let server: ViteDevServer

beforeAll(async () => {
  server = await createServer({
    configFile: false,
    logLevel: 'silent',
    plugins: [apiDocsInDevelopment()],
    server: { port: 0, host: '127.0.0.1' },
  })
  await server.listen()
})
afterAll(() => server?.close())

test('the dev server serves the API reference', async () => {
  const answer = await fetch(new URL(API_DOCS_PATH, server.resolvedUrls!.local[0]))
  expect(answer.status).toBe(200)
  expect(answer.headers.get('content-type')).toContain('text/html')
  expect(await answer.text()).toContain('Account site contract')
}, 60_000)

test('the plugin takes no part in builds', () => {
  expect(apiDocsInDevelopment().apply).toBe('serve')
})
