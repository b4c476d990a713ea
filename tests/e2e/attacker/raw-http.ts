import { request as httpRequest } from 'node:http'

export interface RawAnswer {
  status: number
  body: string
  setCookies: string[]
}

/**
 * A GET of `path` exactly as written: no client normalises its dots or escapes (Playwright's
 * request and the browser resolve `..` and `%2e%2e` before sending), as an attacker's client
 * would send it.
 */
export function rawGet(siteURL: string, path: string, cookie = ''): Promise<RawAnswer> {
  const { hostname, port } = new URL(siteURL)
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      { host: hostname, port, path, method: 'GET', headers: cookie ? { cookie } : {} },
      (response) => {
        let body = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (body += chunk))
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body,
            setCookies: response.headers['set-cookie'] ?? [],
          }),
        )
      },
    )
    request.on('error', reject)
    request.end()
  })
}

/** The backend requests the mock received since it was last asked (`/__mock/requests`). */
export async function takeBackendRequests(siteURL: string): Promise<string[]> {
  const answer = await fetch(`${siteURL}/__mock/requests`)
  const { requests } = (await answer.json()) as { requests: { method: string; path: string }[] }
  await fetch(`${siteURL}/__mock/requests`, { method: 'DELETE' })
  return requests.map(({ method, path }) => `${method} ${path}`)
}

/** A member's session cookie, signed in through the mock (`/__mock/login`). */
export async function memberCookie(siteURL: string, email: string): Promise<string> {
  const answer = await fetch(`${siteURL}/__mock/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  })
  if (!answer.ok) throw new Error(`/__mock/login answered ${answer.status}`)
  return answer.headers
    .getSetCookie()
    .map((line) => line.split(';', 1)[0])
    .join('; ')
}
