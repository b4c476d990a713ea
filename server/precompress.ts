/**
 * Writes `.br` and `.gz` next to every compressible file of dist/client (run after `vite build`),
 * so the production server can send pre-compressed assets without spending CPU per request.
 * Usage: node server/precompress.ts [dir]
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises'
import { extname, join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

const brotli = promisify(brotliCompress)
const gz = promisify(gzip)

const COMPRESSIBLE = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.txt',
  '.xml',
  '.map',
  '.wasm',
])
const MIN_BYTES = 1024

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) yield* walk(path)
    else if (entry.isFile()) yield path
  }
}

async function main() {
  const root = resolve(process.argv[2] ?? 'dist/client')
  let files = 0
  let before = 0
  let afterBr = 0
  for await (const file of walk(root)) {
    if (!COMPRESSIBLE.has(extname(file))) continue
    const { size } = await stat(file)
    if (size < MIN_BYTES) continue
    const data = await readFile(file)
    const [br, gzipped] = await Promise.all([
      brotli(data, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
      gz(data, { level: constants.Z_BEST_COMPRESSION }),
    ])
    // Only keep a variant that is actually smaller.
    if (br.length < data.length) await writeFile(`${file}.br`, br)
    if (gzipped.length < data.length) await writeFile(`${file}.gz`, gzipped)
    files++
    before += data.length
    afterBr += Math.min(br.length, data.length)
  }
  const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`
  console.log(`precompress: ${files} files in ${root} (${kb(before)} → ${kb(afterBr)} brotli)`)
}

await main()
