import { vi } from 'vitest'
import { sendToBackend } from '~/lib/api/transport'

/**
 * Answers of a fake backend for component tests, keyed by "METHOD /path" (no query). Use with
 * `vi.mock('~/lib/api/transport', () => ({ sendToBackend: vi.fn() }))` in the test file; the
 * real API client and generated calls run on top. Returns the requests made, for assertions.
 */
export function fakeBackend(
  answers: Record<string, (request: { url: URL; body: unknown }) => Response | Promise<Response>>,
) {
  const requests: { method: string; url: URL; body: unknown }[] = []
  vi.mocked(sendToBackend).mockImplementation(async (url: string, init: RequestInit) => {
    const method = init.method ?? 'GET'
    const parsed = new URL(url, 'http://site.test')
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined
    requests.push({ method, url: parsed, body })
    const answer = answers[`${method} ${parsed.pathname}`]
    if (!answer) throw new Error(`No fake answer for ${method} ${parsed.pathname}`)
    return answer({ url: parsed, body })
  })
  return requests
}

export const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  })
