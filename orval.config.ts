import { defineConfig } from 'orval'

// Generated from the client bundle of the split contract (scripts/api-bundle.ts): shared schemas
// are named components, and loaders answer their screen only (the client follows envelope-only
// answers before rendering).
const input = { target: './.cache/api/openapi.client.json' }

export default defineConfig({
  api: {
    input,
    output: {
      mode: 'tags-split',
      target: './generated/api',
      schemas: './generated/api/model',
      client: 'react-query',
      httpClient: 'fetch',
      // Every path parameter is encoded before it reaches a backend URL: `../` in an id stays one
      // segment (the API client also refuses dot segments; docs/decisions/0023).
      urlEncodeParameters: true,
      clean: true,
      formatter: 'prettier',
      mock: {
        indexMockFiles: true,
        generators: [{ type: 'msw', delay: false, useExamples: true, locale: 'ja' }],
      },
      override: {
        mutator: { path: './src/lib/api/client.ts', name: 'apiFetch' },
        query: {
          version: 5,
          useSuspenseQuery: true,
          signal: true,
          shouldExportKeys: true,
        },
        fetch: { includeHttpResponseReturnType: false },
      },
    },
  },
  zod: {
    input,
    output: {
      mode: 'tags-split',
      target: './generated/zod',
      client: 'zod',
      fileExtension: '.zod.ts',
      clean: true,
      formatter: 'prettier',
    },
  },
})
