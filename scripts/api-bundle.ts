// Writes the bundled contract: the faithful one Spectral lints, and the one Orval generates the
// client from (loaders answer their screen only; see bundle-contract.ts).
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { bundleContract } from './lib/bundle-contract.ts'
import { BUNDLED_CONTRACT, CLIENT_CONTRACT } from './lib/contract-cache.ts'

mkdirSync(dirname(BUNDLED_CONTRACT), { recursive: true })
writeFileSync(BUNDLED_CONTRACT, JSON.stringify(bundleContract(), null, 2) + '\n')
writeFileSync(CLIENT_CONTRACT, JSON.stringify(bundleContract({ forClient: true }), null, 2) + '\n')
