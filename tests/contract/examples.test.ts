import Ajv2020 from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import { describe, expect, it } from 'vitest'
import { HTTP_METHODS, loadDereferencedContract, type MediaType } from './load-contract'

const contract = await loadDereferencedContract()
const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true })
addFormats(ajv)

type Case = { where: string; schema: object; example: unknown }

function examplesOf(where: string, media: MediaType): Case[] {
  if (!media.schema) return []
  const cases: Case[] = []
  if (media.example !== undefined)
    cases.push({ where, schema: media.schema, example: media.example })
  for (const [name, example] of Object.entries(media.examples ?? {})) {
    if (example.value !== undefined)
      cases.push({ where: `${where} (${name})`, schema: media.schema, example: example.value })
  }
  return cases
}

const cases: Case[] = []
for (const [path, item] of Object.entries(contract.paths)) {
  for (const method of HTTP_METHODS) {
    const operation = item[method]
    if (!operation) continue
    for (const [type, media] of Object.entries(operation.requestBody?.content ?? {})) {
      cases.push(...examplesOf(`${method.toUpperCase()} ${path} request ${type}`, media))
    }
    for (const [status, response] of Object.entries(operation.responses ?? {})) {
      for (const [type, media] of Object.entries(response.content ?? {})) {
        cases.push(...examplesOf(`${method.toUpperCase()} ${path} ${status} ${type}`, media))
      }
    }
  }
}

describe('every example in the contract validates against its schema', () => {
  it('has examples to check', () => {
    expect(cases.length).toBeGreaterThan(156)
  })

  it.each(cases.map((c) => [c.where, c] as const))('%s', (_where, { schema, example }) => {
    const validate = ajv.compile(schema)
    const valid = validate(example)
    expect(validate.errors ?? [], JSON.stringify(example).slice(0, 200)).toEqual([])
    expect(valid).toBe(true)
  })
})

describe('every 2xx answer with a body has an example, so Prism answers with believable data', () => {
  it('has no answer without one', () => {
    const missing: string[] = []
    for (const [path, item] of Object.entries(contract.paths)) {
      for (const method of HTTP_METHODS) {
        for (const [status, response] of Object.entries(item[method]?.responses ?? {})) {
          if (!status.startsWith('2')) continue
          for (const [type, media] of Object.entries(response.content ?? {})) {
            if (media.example === undefined && Object.keys(media.examples ?? {}).length === 0) {
              missing.push(`${method.toUpperCase()} ${path} ${status} ${type}`)
            }
          }
        }
      }
    }
    expect(missing).toEqual([])
  })
})
