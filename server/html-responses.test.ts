import { Readable } from 'node:stream'
import { brotliDecompressSync, createBrotliDecompress, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { finishPageResponse, negotiateEncoding } from './html-responses'

const PAGE = `<!DOCTYPE html><html lang="ja"><head><title>ログイン</title></head><body>${'<p>シネマストリーム</p>'.repeat(400)}</body></html>`

/** A page streamed in pieces, as the renderer writes it. */
function streamOf(...parts: (string | Promise<string>)[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder()
  return new ReadableStream({
    async pull(controller) {
      const part = parts.shift()
      if (part === undefined) controller.close()
      else controller.enqueue(encoder.encode(await part))
    },
  })
}

function page(body: ReadableStream<Uint8Array>, headers: Record<string, string> = {}) {
  return new Response(body, { headers: { 'content-type': 'text/html; charset=utf-8', ...headers } })
}

const request = (acceptEncoding?: string) =>
  new Request('http://localhost/login', {
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  })

const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer())

describe('negotiateEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['*', 'br'],
    ['identity', undefined],
    ['gzip;q=0', undefined],
    [null, undefined],
  ])('%s → %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected)
  })
})

describe('finishPageResponse', () => {
  it('answers a browser that accepts brotli with brotli that decodes to the same page', async () => {
    const half = PAGE.length / 2
    const response = await finishPageResponse(
      request('gzip, deflate, br'),
      page(streamOf(PAGE.slice(0, half), PAGE.slice(half))),
    )
    expect(response.headers.get('content-encoding')).toBe('br')
    const body = await bytesOf(response)
    expect(response.headers.get('content-length')).toBe(String(body.length))
    expect(body.length).toBeLessThan(PAGE.length / 4)
    expect(brotliDecompressSync(body).toString()).toBe(PAGE)
  })

  it('answers gzip to a client without brotli, and the page as it is without either', async () => {
    const gzipped = await finishPageResponse(request('gzip'), page(streamOf(PAGE)))
    expect(gzipped.headers.get('content-encoding')).toBe('gzip')
    expect(gunzipSync(await bytesOf(gzipped)).toString()).toBe(PAGE)

    const plain = await finishPageResponse(request(), page(streamOf(PAGE)))
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(await plain.text()).toBe(PAGE)
  })

  it('sends what a streamed page has rendered before the rest is ready', async () => {
    let finish!: (rest: string) => void
    const rest = new Promise<string>((resolve) => (finish = resolve))
    const response = await finishPageResponse(
      request('br'),
      page(streamOf('<html><body><p>first</p>', rest)),
    )
    const decoded = Readable.fromWeb(response.body as never).pipe(createBrotliDecompress())
    const firstPart = await new Promise<string>((resolve) =>
      decoded.once('data', (chunk: Buffer) => resolve(chunk.toString())),
    )
    expect(firstPart).toBe('<html><body><p>first</p>')
    let text = firstPart
    decoded.on('data', (chunk: Buffer) => (text += chunk.toString()))
    finish('<p>later</p></body></html>')
    await new Promise((resolve) => decoded.once('end', resolve))
    expect(text).toBe('<html><body><p>first</p><p>later</p></body></html>')
  })

  it('keeps pages out of shared caches and tells caches the answer varies by encoding', async () => {
    const response = await finishPageResponse(request('br'), page(streamOf(PAGE)))
    expect(response.headers.get('cache-control')).toBe('private, no-cache')
    expect(response.headers.get('vary')).toBe('Accept-Encoding')
  })

  it('keeps the cache policy a page already has (My Page: no-store)', async () => {
    const response = await finishPageResponse(
      request('br'),
      page(streamOf(PAGE), { 'cache-control': 'no-store' }),
    )
    expect(response.headers.get('cache-control')).toBe('no-store')
  })

  it('leaves answers other than pages alone', async () => {
    const json = Response.json({ ok: true })
    expect(await finishPageResponse(request('br'), json)).toBe(json)
  })
})
