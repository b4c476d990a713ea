import { resolve } from 'node:path'

/** Where `node scripts/api-bundle.ts` writes the bundled contract (ignored by git). */
export const BUNDLED_CONTRACT = resolve(
  import.meta.dirname,
  '../../.cache/api/openapi.bundled.json',
)
/** The client variant of the bundle (loaders answer their screen only), Orval's input. */
export const CLIENT_CONTRACT = resolve(import.meta.dirname, '../../.cache/api/openapi.client.json')
