import { get } from 'node:http'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { expect, test } from '../support/test'

/** The raw answer (Node's fetch and Playwright's request would decode it for us). */
function getRaw(url: string, acceptEncoding: string) {
  return new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      get(url, { headers: { accept: 'text/html', 'accept-encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }))
        res.on('error', reject)
      }).on('error', reject)
    },
  )
}

/**
 * The page without what differs from one request to the next (its CSP nonce and the times in
 * its dehydrated data), so that two answers can be compared.
 */
function comparable(html: string, headers: Record<string, unknown>) {
  const nonce = /'nonce-([^']+)'/.exec(String(headers['content-security-policy']))?.[1]
  expect(nonce).toBeTruthy()
  return html.replaceAll(nonce!, 'NONCE').replace(/\b1\d{12}\b/g, 'TIME')
}

test('pages are compressed by Accept-Encoding and never stored by shared caches', async ({
  baseURL,
  mock,
}) => {
  await mock.reset()
  const plain = await getRaw(`${baseURL}/login`, 'identity')
  const brotli = await getRaw(`${baseURL}/login`, 'gzip, deflate, br')
  const gzip = await getRaw(`${baseURL}/login`, 'gzip')

  expect(plain.headers['content-encoding']).toBeUndefined()
  expect(brotli.headers['content-encoding']).toBe('br')
  expect(gzip.headers['content-encoding']).toBe('gzip')
  const page = comparable(plain.body.toString(), plain.headers)
  expect(page).toContain('<title>ログイン</title>')
  expect(comparable(brotliDecompressSync(brotli.body).toString(), brotli.headers)).toBe(page)
  expect(comparable(gunzipSync(gzip.body).toString(), gzip.headers)).toBe(page)
  expect(brotli.body.length).toBeLessThan(plain.body.length / 3)

  for (const { headers } of [plain, brotli, gzip]) {
    expect(headers.vary).toContain('Accept-Encoding')
    expect(headers['cache-control']).toBe('private, no-cache')
  }
})

test('scripts and stylesheets are served pre-compressed and cached for good', async ({
  baseURL,
}) => {
  const page = await getRaw(`${baseURL}/login`, 'identity')
  const assets = [...page.body.toString().matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)]
  expect(assets.length).toBeGreaterThan(0)
  for (const [, path] of assets.slice(0, 3)) {
    const asset = await getRaw(`${baseURL}${path}`, 'gzip, deflate, br')
    expect(asset.headers['content-encoding']).toBe('br')
    expect(asset.headers['cache-control']).toContain('immutable')
  }
})
