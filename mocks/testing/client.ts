import { handleMockRequest } from '../backend'
import { MOCK_ORIGIN } from '../http'
import {
  contractOperations,
  isEnvelopeOnly,
  isLoader,
  operationFor,
  responseSchema,
} from './contract'

// Dereferencing the contract takes seconds: do it while the test file loads, outside any test's timeout.
await contractOperations()

// Test code reads answers field by field; a loose type keeps that short.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyJson = any

export interface Answer<T = AnyJson> {
  status: number
  body: T
  headers: Headers
}

export const DESKTOP_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36'

/**
 * A browser talking to the mock backend through `handleMockRequest`: keeps the cookies it is
 * given, and checks every 2xx JSON answer of a contract operation against its Zod schema.
 */
export class MockBrowser {
  readonly cookies = new Map<string, string>()
  userAgent = DESKTOP_CHROME

  async call<T = AnyJson>(
    method: string,
    path: string,
    body?: unknown,
    options: { form?: boolean; headers?: Record<string, string> } = {},
  ): Promise<Answer<T>> {
    const headers = new Headers({
      ...options.headers,
      'user-agent': this.userAgent,
      accept: 'application/json',
    })
    if (this.cookies.size > 0)
      headers.set('cookie', [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '))
    let payload: string | undefined
    if (body !== undefined) {
      const form = options.form === true
      headers.set('content-type', form ? 'application/x-www-form-urlencoded' : 'application/json')
      payload = form
        ? new URLSearchParams(body as Record<string, string>).toString()
        : JSON.stringify(body)
    }
    const response = await handleMockRequest(
      new Request(`${MOCK_ORIGIN}${path}`, { method, headers, body: payload }),
    )
    this.keepCookies(response)
    const text = await response.text()
    const parsed = text === '' ? undefined : safeJson(text)
    if (response.ok && parsed !== undefined && !path.startsWith('/__mock/'))
      await assertMatchesContract(method, path, parsed)
    return { status: response.status, body: parsed as T, headers: response.headers }
  }

  get = <T = AnyJson>(path: string) => this.call<T>('GET', path)
  post = <T = AnyJson>(
    path: string,
    body: unknown = {},
    options?: { form?: boolean; headers?: Record<string, string> },
  ) => this.call<T>('POST', path, body, options)
  delete = <T = AnyJson>(path: string, body?: unknown) => this.call<T>('DELETE', path, body)
  patch = <T = AnyJson>(path: string, body: unknown) => this.call<T>('PATCH', path, body)

  private keepCookies(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';').map((part) => part.trim())
      const [name, value] = [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]
      if (attributes.some((attribute) => attribute === 'Max-Age=0')) this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

export async function assertMatchesContract(
  method: string,
  path: string,
  body: unknown,
): Promise<void> {
  const pathname = new URL(path, MOCK_ORIGIN).pathname
  const operation = await operationFor(method, pathname)
  if (!operation) throw new Error(`${method} ${pathname} is not a contract operation`)
  if (isLoader(operation) && isEnvelopeOnly(body)) return
  const schema = responseSchema(operation.operationId)
  if (!schema) throw new Error(`No Zod response schema for ${operation.operationId}`)
  const result = schema.safeParse(body)
  if (!result.success) {
    throw new Error(
      `${method} ${pathname} (${operation.operationId}) answered against its schema:\n${JSON.stringify(result.error.issues, null, 2)}`,
    )
  }
}

/** A fresh mock in the given scenario. */
export async function resetMock(scenario = 'default'): Promise<void> {
  const answer = await new MockBrowser().post('/__mock/reset', { scenario })
  if (answer.status !== 200) throw new Error(`reset to ${scenario} failed: ${answer.status}`)
}

/** A browser already signed in as a fixture member (through `POST /__mock/login`). */
export async function signedInBrowser(email: string): Promise<MockBrowser> {
  const browser = new MockBrowser()
  const answer = await browser.post('/__mock/login', { email })
  if (answer.status !== 200) throw new Error(`sign-in of ${email} failed: ${answer.status}`)
  return browser
}

export interface OutboxEntry {
  to: string
  channel: 'email' | 'sms'
  purpose: string
  subject: string
  body: string
  code?: string
  link?: string
  sentAt: string
}

/** What the mock "sent", newest last. */
export async function outbox(): Promise<OutboxEntry[]> {
  return (await new MockBrowser().get<{ messages: OutboxEntry[] }>('/__mock/outbox')).body.messages
}

/** The newest message of a purpose to an address (an e-mail address or a phone number). */
export async function lastMessage(to: string, purpose: string): Promise<OutboxEntry | undefined> {
  return (await outbox()).findLast((message) => message.to === to && message.purpose === purpose)
}

export async function setClock(now: Date | null): Promise<void> {
  await new MockBrowser().post('/__mock/clock', { now: now?.toISOString() ?? null })
}
