/**
 * What the production server adds to the pages the app renders (server/start.ts):
 *
 * - Compression by the request's Accept-Encoding: brotli, else gzip, else none; always
 *   `Vary: Accept-Encoding`. Static files are not handled here: they are pre-compressed at build
 *   time (server/precompress.ts). The levels are chosen for CPU per request, not for the last
 *   byte: brotli 4 and gzip 6 take 0.3 ms for the 29 kB of /login and bring it to 7.7 kB.
 *   Brotli 5 would save 0.7 kB for 0.15 ms more (+5 % CPU per request), and pages this size
 *   arrive in the first round trip either way; brotli 11 would take ~10 ms.
 * - Caching: every page carries a per-request CSP nonce, so a shared cache must never store it
 *   and a browser must revalidate it (`private, no-cache`) unless the app has said more already
 *   (pages of personal data: `no-store`, src/app/personal-pages.ts).
 */
import type { Readable } from 'node:stream'
import {
  brotliCompressSync,
  constants,
  createBrotliCompress,
  createGzip,
  gzipSync,
  type BrotliCompress,
  type Gzip,
} from 'node:zlib'
import { FastResponse } from 'srvx'

export type ContentEncoding = 'br' | 'gzip'

const PAGE_CACHE_CONTROL = 'private, no-cache'
const BROTLI_QUALITY = 4
const GZIP_LEVEL = 6
/** 256 kB: the brotli window of a streamed page (its size is not known in advance). */
const STREAM_LGWIN = 18

/** The encoding to answer with: the one with the highest q-value, brotli on a tie; none is fine. */
export function negotiateEncoding(acceptEncoding: string | null): ContentEncoding | undefined {
  if (!acceptEncoding) return undefined
  let best: ContentEncoding | undefined
  let bestQ = 0
  for (const part of acceptEncoding.split(',')) {
    const [token, ...params] = part.trim().toLowerCase().split(';')
    const name = token.trim()
    const encoding = name === 'br' || name === 'gzip' ? name : name === '*' ? 'br' : undefined
    if (!encoding) continue
    const qParam = params.map((param) => param.trim()).find((param) => param.startsWith('q='))
    const q = qParam === undefined ? 1 : Number(qParam.slice(2))
    if (!(q > 0)) continue
    if (q > bestQ || (q === bestQ && encoding === 'br')) {
      best = encoding
      bestQ = q
    }
  }
  return best
}

const brotliParams = (sizeHint?: number) => ({
  [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
  [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
  // The window (default 4 MB) is allocated for every response: size it to the page.
  [constants.BROTLI_PARAM_LGWIN]: sizeHint
    ? Math.min(Math.max(Math.ceil(Math.log2(sizeHint)), 16), STREAM_LGWIN)
    : STREAM_LGWIN,
  ...(sizeHint ? { [constants.BROTLI_PARAM_SIZE_HINT]: sizeHint } : {}),
})

function compressWhole(data: Buffer, encoding: ContentEncoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(data, { params: brotliParams(data.length) })
    : gzipSync(data, { level: GZIP_LEVEL })
}

function streamingCompressor(encoding: ContentEncoding): BrotliCompress | Gzip {
  return encoding === 'br'
    ? createBrotliCompress({ params: brotliParams() })
    : createGzip({ level: GZIP_LEVEL })
}

const PAUSED = Symbol('paused')

/**
 * Reads `reader` until the renderer ends or pauses (nothing more before the next turn of the
 * event loop). A page is written in one burst; only streamed deferred data pauses.
 */
async function readUntilPause(reader: ReadableStreamDefaultReader<Uint8Array>) {
  const chunks: Uint8Array[] = []
  let next = reader.read()
  for (;;) {
    let turn: NodeJS.Immediate | undefined
    const result = await Promise.race([
      next,
      new Promise<typeof PAUSED>((resolve) => (turn = setImmediate(resolve, PAUSED))),
    ])
    clearImmediate(turn)
    if (result === PAUSED) return { chunks, next }
    if (result.done) return { chunks, next: undefined }
    chunks.push(result.value)
    next = reader.read()
  }
}

/**
 * The rest of a page whose renderer paused: what it wrote so far goes out at once, the rest is
 * compressed as it comes, flushed at every pause.
 */
function compressStream(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  written: Uint8Array[],
  next: Promise<ReadableStreamReadResult<Uint8Array>>,
  encoding: ContentEncoding,
): Readable {
  const compressor = streamingCompressor(encoding)
  compressor.once('close', () => reader.cancel().catch(() => {}))
  for (const chunk of written) compressor.write(chunk)
  compressor.flush()
  const pump = async () => {
    for (let read = next; ; read = reader.read()) {
      const pause = setImmediate(() => compressor.flush())
      const { done, value } = await read
      clearImmediate(pause)
      if (done) return void compressor.end()
      compressor.write(value)
    }
  }
  pump().catch((error: unknown) => compressor.destroy(error as Error))
  return compressor
}

const isHtml = (response: Response) =>
  response.headers.get('content-type')?.toLowerCase().startsWith('text/html') ?? false

/**
 * The app's answer to `request`, compressed and with the caching headers of a page when it is
 * HTML; other answers (JSON, redirects without body, files) are returned as they are.
 *
 * A page the renderer writes in one go is compressed in one call sized to the page and sent with
 * its length: that takes half the CPU of a streaming compressor, whose set-up costs more than
 * compressing 30 kB. A page that pauses is compressed as it streams.
 */
export async function finishPageResponse(request: Request, response: Response): Promise<Response> {
  if (!isHtml(response)) return response
  const headers = new Headers(response.headers)
  if (!headers.has('cache-control')) headers.set('cache-control', PAGE_CACHE_CONTROL)
  if (!/\baccept-encoding\b/i.test(headers.get('vary') ?? ''))
    headers.append('vary', 'Accept-Encoding')
  const encoding = negotiateEncoding(request.headers.get('accept-encoding'))
  const { body, status, statusText } = response
  if (!body || !encoding || headers.has('content-encoding') || request.method === 'HEAD') {
    return new FastResponse(body, { status, statusText, headers })
  }
  headers.set('content-encoding', encoding)
  headers.delete('content-length')
  const reader = body.getReader()
  const { chunks, next } = await readUntilPause(reader)
  if (next) {
    const rest = compressStream(reader, chunks, next, encoding)
    return new FastResponse(rest as unknown as BodyInit, { status, statusText, headers })
  }
  const compressed = compressWhole(Buffer.concat(chunks), encoding)
  headers.set('content-length', String(compressed.length))
  return new FastResponse(compressed as Uint8Array<ArrayBuffer>, { status, statusText, headers })
}
