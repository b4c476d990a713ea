// Writes the bundled contract that Orval generates from and Spectral lints (see bundle-contract.ts).
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { bundleContract } from './lib/bundle-contract.ts'

export const BUNDLED_CONTRACT = resolve(
  import.meta.dirname,
  '../node_modules/.cache/api/openapi.bundled.json',
)

mkdirSync(dirname(BUNDLED_CONTRACT), { recursive: true })
writeFileSync(BUNDLED_CONTRACT, JSON.stringify(bundleContract(), null, 2) + '\n')
