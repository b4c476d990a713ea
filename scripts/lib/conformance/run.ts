/**
 * A conformance run of a backend against the contract, as a black box over HTTP: signs a member
 * in, calls every operation that is safe to repeat (every GET under /zapi/ that answers no
 * redirect: the screen data and the lookups), and checks each answer's status and body with Ajv
 * over the bundled contract (mocks/contract-check.ts; not the generated Zod, which is ours).
 * Path and required query parameters come from earlier answers (a `planId` in the plan list) or
 * else from the contract's examples.
 */
import RefParser from '@apidevtools/json-schema-ref-parser'
import { ContractCheck } from '../../../mocks/contract-check'
import {
  operationsOfPaths,
  type ContractOperation,
  type ContractParameter,
} from '../../../mocks/contract-operations'

type Json = Record<string, unknown>

export interface ConformanceOptions {
  base: string
  member?: string
  password?: string
  /** The bundled contract (scripts/lib/bundle-contract.ts). */
  contract: Json
}

export interface CallResult {
  operationId: string
  method: string
  path: string
  /** The URL path called, parameters filled in. */
  url: string
  status: number | 'no answer'
  violations: string[]
}

export interface ConformanceRun {
  signedIn: boolean
  results: CallResult[]
}

const isRepeatSafe = (operation: ContractOperation) =>
  operation.method === 'GET' &&
  operation.path.startsWith('/zapi/') &&
  !Object.keys(operation.responses).some((status) => status.startsWith('3'))

export async function runConformance(options: ConformanceOptions): Promise<ConformanceRun> {
  const check = await ContractCheck.of(structuredClone(options.contract))
  const dereferenced = (await RefParser.dereference(
    structuredClone(options.contract) as never,
  )) as {
    paths: Record<string, Json>
  }
  const operations = operationsOfPaths(dereferenced.paths)
  const session = new Session(options.base)
  const results: CallResult[] = []
  const known = new KnownValues()

  const call = async (operation: ContractOperation, url: string, init: RequestInit = {}) => {
    const request = session.request(url, init)
    const result: CallResult = {
      operationId: operation.operationId,
      method: operation.method,
      path: operation.path,
      url,
      status: 'no answer',
      violations: [],
    }
    results.push(result)
    let response: Response
    try {
      response = await session.send(request.clone())
    } catch (error) {
      result.violations.push(`no answer: ${String(error)}`)
      return undefined
    }
    result.status = response.status
    const before = check.report().violations.length
    await check.check(request, response.clone())
    result.violations.push(
      ...check
        .report()
        .violations.slice(before)
        .map((violation) => violation.replace(/^\S+ \S+ \(\S+\): /, '')),
    )
    const body = await response.json().catch(() => undefined)
    known.learnFrom(body)
    return { response, body }
  }

  const signIn = operations.find((operation) => operation.operationId === 'postLogin')!
  const signedIn = await call(signIn, signIn.path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(signInBody(signIn, options)),
  })
  const screensFirst = operations
    .filter(isRepeatSafe)
    // Literal paths first: their answers name the ids the templated ones need.
    .sort((a, b) => Number(a.path.includes('{')) - Number(b.path.includes('{')))
  for (const operation of screensFirst) await call(operation, known.urlOf(operation))
  return { signedIn: signedIn?.response.ok === true && session.hasCookies(), results }
}

/** The contract's password sign-in example, with the given member. */
function signInBody(signIn: ContractOperation, { member, password }: ConformanceOptions): Json {
  const examples = signIn.requestBody?.content['application/json']?.examples ?? {}
  const example = { ...(examples.password?.value as Json) }
  if (member) example.value = member
  if (password) example.password = password
  return example
}

/** A cookie jar for one backend origin, and a request id per call. */
class Session {
  private readonly cookies = new Map<string, string>()
  private calls = 0
  private readonly base: string

  constructor(base: string) {
    this.base = base
  }

  request(url: string, init: RequestInit): Request {
    this.calls += 1
    const headers = new Headers(init.headers)
    headers.set('accept', 'application/json')
    headers.set('accept-language', 'ja')
    headers.set('x-request-id', `conformance-${this.calls}`)
    if (this.cookies.size > 0)
      headers.set('cookie', [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '))
    return new Request(new URL(url, this.base), { ...init, headers, redirect: 'manual' })
  }

  async send(request: Request): Promise<Response> {
    const response = await fetch(request)
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';')
      const [name = '', value = ''] = pair.split('=')
      const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute))
      if (expired || value === '') this.cookies.delete(name.trim())
      else this.cookies.set(name.trim(), value.trim())
    }
    return response
  }

  hasCookies(): boolean {
    return this.cookies.size > 0
  }
}

/** Values the answers named, by field name: the ids that later calls' parameters take. */
class KnownValues {
  private readonly values = new Map<string, string>()

  learnFrom(value: unknown): void {
    if (Array.isArray(value)) return value.forEach((item) => this.learnFrom(item))
    if (value === null || typeof value !== 'object') return
    for (const [field, inner] of Object.entries(value)) {
      const scalar = typeof inner === 'string' || typeof inner === 'number'
      if (scalar && inner !== '' && !this.values.has(field)) this.values.set(field, String(inner))
      else this.learnFrom(inner)
    }
  }

  urlOf(operation: ContractOperation): string {
    const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
      const parameter = operation.parameters.find((p) => p.in === 'path' && p.name === name)
      return encodeURIComponent(this.valueOf(parameter ?? { name, in: 'path' }))
    })
    const query = new URLSearchParams()
    for (const parameter of operation.parameters)
      if (parameter.in === 'query' && parameter.required)
        query.set(parameter.name, this.valueOf(parameter))
    return query.size > 0 ? `${path}?${query}` : path
  }

  /** An enum's first value, else an id an answer named, else the contract's example. */
  private valueOf(parameter: ContractParameter): string {
    const schema = parameter.schema ?? {}
    const example = (parameter as { example?: unknown }).example
    const candidates = [
      schema.enum?.[0],
      this.values.get(parameter.name),
      example,
      schema.examples?.[0],
      (schema as { example?: unknown }).example,
      schema.default,
      schema.type === 'integer' ? 1 : undefined,
    ]
    return String(candidates.find((candidate) => candidate !== undefined) ?? 'example')
  }
}
