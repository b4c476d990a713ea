import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CONTRACT, HTTP_METHODS, ROOT, loadDereferencedContract } from './load-contract'

// Backend teams validate their servers against the contract with Prism; frontend developers run
// against `prism mock`. This test proves Prism answers every operation from the contract's own
// examples, and rejects a request that breaks the schema.
const PORT = 4310 + Math.floor(Math.random() * 200)
const base = `http://127.0.0.1:${PORT}`
let prism: ChildProcess

beforeAll(async () => {
  prism = spawn(
    resolve(ROOT, 'node_modules/.bin/prism'),
    ['mock', CONTRACT, '--port', String(PORT), '--host', '127.0.0.1'],
    {
      env: { ...process.env, SCARF_ANALYTICS: 'false' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  const ready = new Promise<void>((resolveReady, reject) => {
    const onData = (chunk: Buffer) => {
      if (chunk.toString().includes('Prism is listening')) resolveReady()
    }
    prism.stdout!.on('data', onData)
    prism.stderr!.on('data', onData)
    prism.on('exit', (code) => reject(new Error(`prism exited with ${code}`)))
  })
  await ready
}, 60_000)

afterAll(async () => {
  if (prism.exitCode === null) {
    prism.kill()
    await once(prism, 'exit')
  }
})

type Param = {
  name: string
  in: string
  required?: boolean
  schema?: { examples?: unknown[]; example?: unknown; enum?: unknown[]; default?: unknown }
}
type MediaType = { example?: unknown; examples?: Record<string, { value?: unknown }> }

const contract = await loadDereferencedContract()

function sampleValue(param: Param): string {
  const schema = param.schema ?? {}
  const value =
    schema.examples?.[0] ?? schema.example ?? schema.enum?.[0] ?? schema.default ?? 'sample'
  return String(value)
}

function firstExample(media: MediaType | undefined): unknown {
  if (!media) return undefined
  return media.example ?? Object.values(media.examples ?? {})[0]?.value
}

function formEncode(fields: Record<string, unknown>): string {
  const form = new URLSearchParams()
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) form.append(name, String(item))
  }
  return form.toString()
}

const cases = Object.entries(contract.paths).flatMap(([path, item]) =>
  HTTP_METHODS.filter((method) => item[method]).map((method) => {
    const operation = item[method] as unknown as {
      operationId: string
      parameters?: Param[]
      requestBody?: { content: Record<string, MediaType> }
    }
    const params = [
      ...((item as { parameters?: Param[] }).parameters ?? []),
      ...(operation.parameters ?? []),
    ]
    let url = path
    const query = new URLSearchParams()
    for (const param of params) {
      if (param.in === 'path')
        url = url.replace(`{${param.name}}`, encodeURIComponent(sampleValue(param)))
      if (param.in === 'query' && param.required) query.set(param.name, sampleValue(param))
    }
    const [contentType, media] = Object.entries(operation.requestBody?.content ?? {})[0] ?? []
    const example = firstExample(media)
    const body =
      example === undefined
        ? undefined
        : contentType === 'application/x-www-form-urlencoded'
          ? formEncode(example as Record<string, unknown>)
          : JSON.stringify(example)
    return {
      name: `${method.toUpperCase()} ${path} (${operation.operationId})`,
      method,
      url: query.size ? `${url}?${query}` : url,
      body,
      contentType,
    }
  }),
)

describe('prism mock api/openapi.yaml', () => {
  it('serves all 178 operations', () => {
    expect(cases).toHaveLength(178)
  })

  it.each(cases.map((c) => [c.name, c] as const))('answers %s with a success', async (_name, c) => {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      Cookie: 'session_id=mock-session',
    }
    if (c.contentType) headers['Content-Type'] = c.contentType
    const response = await fetch(base + c.url, {
      method: c.method.toUpperCase(),
      headers,
      body: c.body,
      redirect: 'manual',
    })
    const text = await response.text()
    expect(response.status, text.slice(0, 500)).toBeLessThan(400)
  })

  it('rejects an invalid e-mail on the password-forgot call with a 4xx', async () => {
    const response = await fetch(`${base}/zapi/auth/password/forgot`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ email: 'not-an-email' }),
    })
    expect(response.status).toBeGreaterThanOrEqual(400)
    expect(response.status).toBeLessThan(500)
  })
})
