import { readFileSync } from 'node:fs'
import { request as http1Request } from 'node:http'
import { connect } from 'node:http2'
import { request as httpsRequest } from 'node:https'
import { BUNDLED_CONTRACT } from '../../../scripts/lib/contract-cache.ts'

/**
 * What the attacker's specs send: raw requests with exactly the headers given (no client adds
 * Fetch Metadata or Origin of its own), over HTTP/1.1 or HTTP/2, and the entries they aim at,
 * read from the bundled contract so that a new operation is covered without an edit.
 */

export type Protocol = 'HTTP/1.1' | 'HTTP/2'

export interface Sent {
  method: string
  path: string
  headers?: Record<string, string>
  /** A whole body (sent with its Content-Length) or chunks (sent chunked, without one). */
  body?: string | Buffer | Buffer[]
}

export interface Answer {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: string
}

/** Sends one request to `origin` (http: or https:) and reads the whole answer. */
export function send(origin: string, protocol: Protocol, sent: Sent): Promise<Answer> {
  return protocol === 'HTTP/2' ? sendHttp2(origin, sent) : sendHttp1(origin, sent)
}

function sendHttp1(origin: string, { method, path, headers = {}, body }: Sent): Promise<Answer> {
  const url = new URL(path, origin)
  const outgoing = { ...headers }
  if (Array.isArray(body)) outgoing['transfer-encoding'] = 'chunked'
  else if (body !== undefined) outgoing['content-length'] = String(Buffer.byteLength(body))
  return new Promise((resolve, reject) => {
    const request = (url.protocol === 'https:' ? httpsRequest : http1Request)(url, {
      method,
      headers: outgoing,
      agent: false,
    })
    let answered = false
    request.on('response', (response) => {
      answered = true
      let text = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (text += chunk))
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }),
      )
      response.on('error', reject)
    })
    // The server may answer (413) and close before the whole body is sent.
    request.on('error', (error) => answered || reject(error))
    writeBody(request, body)
  })
}

function sendHttp2(origin: string, { method, path, headers = {}, body }: Sent): Promise<Answer> {
  const session = connect(origin)
  return new Promise<Answer>((resolve, reject) => {
    session.on('error', reject)
    const stream = session.request(
      { ':method': method, ':path': path, ...headers },
      { endStream: body === undefined },
    )
    let status = 0
    let received: Answer['headers'] = {}
    let text = ''
    stream.setEncoding('utf8')
    stream.on('response', (answer) => {
      status = Number(answer[':status'])
      received = answer as Answer['headers']
    })
    stream.on('data', (chunk: string) => (text += chunk))
    stream.on('end', () => resolve({ status, headers: received, body: text }))
    stream.on('error', (error) =>
      status ? resolve({ status, headers: received, body: text }) : reject(error),
    )
    writeBody(stream, body)
  }).finally(() => session.close())
}

function writeBody(
  target: { write: (chunk: Buffer | string) => boolean; end: () => void },
  body: Sent['body'],
) {
  if (Array.isArray(body)) for (const chunk of body) target.write(chunk)
  else if (body !== undefined) target.write(body)
  target.end()
}

type Operation = {
  parameters?: Parameter[]
  requestBody?: { content?: Record<string, unknown> }
}
type Parameter = { $ref?: string; name?: string; in?: string; schema?: Schema }
type Schema = { $ref?: string; enum?: string[]; examples?: string[] }
type Contract = {
  paths: Record<string, Record<string, Operation>>
  components: { parameters: Record<string, Parameter>; schemas: Record<string, Schema> }
}

export interface Entry {
  method: string
  /** The contract's path with each path parameter filled with a valid value. */
  path: string
  /** The first media type the operation takes, if it takes a body. */
  contentType: string | undefined
}

const STATE_CHANGING = ['post', 'put', 'patch', 'delete']
/** The video provider's own path (spec 01 §7): in the contract, not served by this site. */
const NOT_THE_SITES = ['/api/']

const named = <T>(section: Record<string, T>, ref: string | undefined): T | undefined =>
  ref ? section[ref.split('/').pop()!] : undefined

/** Every state-changing operation of the contract that the site takes. */
export function stateChangingEntries(): Entry[] {
  const contract = JSON.parse(readFileSync(BUNDLED_CONTRACT, 'utf8')) as Contract
  const entries: Entry[] = []
  for (const [template, item] of Object.entries(contract.paths)) {
    if (NOT_THE_SITES.some((prefix) => template.startsWith(prefix))) continue
    for (const [method, operation] of Object.entries(item)) {
      if (!STATE_CHANGING.includes(method)) continue
      const parameters = (operation.parameters ?? []).map(
        (parameter) => named(contract.components.parameters, parameter.$ref) ?? parameter,
      )
      const path = template.replace(/\{(\w+)\}/g, (_, name: string) => {
        const found = parameters.find((parameter) => parameter.name === name)
        const schema = named(contract.components.schemas, found?.schema?.$ref) ?? found?.schema
        return encodeURIComponent(schema?.examples?.[0] ?? schema?.enum?.[0] ?? 'x1')
      })
      const contentType = Object.keys(operation.requestBody?.content ?? {})[0]
      entries.push({ method: method.toUpperCase(), path, contentType })
    }
  }
  return entries
}

/** A small body of the entry's media type. */
export function bodyFor(entry: Entry): { headers: Record<string, string>; body?: string } {
  if (!entry.contentType) return { headers: {} }
  const body = entry.contentType.includes('json') ? '{}' : 'a=1'
  return { headers: { 'content-type': entry.contentType }, body }
}
