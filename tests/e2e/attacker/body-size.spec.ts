import { bodyLimitFor } from '../../../server/body-limits'
import { startSiteServer, type SiteServer } from '../support/site-server'
import { expect, test } from '../support/test'
import { send, stateChangingEntries, type Entry } from './requests'

/**
 * Body-size limits: every state-changing entry of the contract, and a page, with a body one byte
 * over its route's limit is answered 413 — declared, and for the entries that take a body also
 * streamed without a Content-Length (a route that takes none never reads it); one at the limit
 * is handled (whatever the backend then says about it).
 */
const FIRST_PORT = Number(process.env.E2E_PORT ?? 3100) + 90

/** Pages take no body: anything posted to one gets the smallest limit. */
const PAGE: Entry = { method: 'POST', path: '/mypage', contentType: undefined }
const TARGETS = [...stateChangingEntries(), PAGE]

let server: SiteServer

test.beforeAll(async () => {
  server = await startSiteServer(FIRST_PORT + test.info().parallelIndex)
})

test.afterAll(async () => {
  await server.stop()
})

const filler = (size: number) => Buffer.alloc(size, 'a')
/** The body in 16 kB chunks, sent chunked: the server only learns its size as it arrives. */
const chunked = (size: number) =>
  Array.from({ length: Math.ceil(size / 16_384) }, (_, index) =>
    filler(Math.min(16_384, size - index * 16_384)),
  )

test('every route answers 413 to a body over its limit and handles one at its limit', async () => {
  test.setTimeout(300_000)
  const wrong: string[] = []
  let tried = 0
  for (const { method, path, contentType } of TARGETS) {
    const limit = bodyLimitFor(new URL(path, 'http://site').pathname)
    const headers = {
      'content-type': contentType ?? 'application/json',
      'sec-fetch-site': 'same-origin',
    }
    const tries = [
      { name: 'declared over', body: filler(limit + 1), tooLarge: true },
      ...(contentType ? [{ name: 'streamed over', body: chunked(limit + 1), tooLarge: true }] : []),
      { name: 'at the limit', body: filler(limit), tooLarge: false },
    ]
    for (const { name, body, tooLarge } of tries) {
      tried++
      const answer = await send(server.url, 'HTTP/1.1', { method, path, headers, body })
      if ((answer.status === 413) !== tooLarge)
        wrong.push(`${method} ${path} (limit ${limit}), ${name}: ${answer.status}`)
    }
  }
  console.log(`body limits: ${tried - wrong.length}/${tried} right over ${TARGETS.length} routes`)
  expect(wrong).toEqual([])
})
