// `npm run api:docs`: the contract's HTML reference in .cache/api-docs/index.html.
import { API_DOCS_FILE, buildApiDocs } from './lib/api-docs.ts'

buildApiDocs()
console.log(`API reference written to ${API_DOCS_FILE}`)
