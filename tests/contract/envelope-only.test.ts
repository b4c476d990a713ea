import Ajv2020 from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import { describe, expect, it } from 'vitest'
import { loadDereferencedContract } from './load-contract'

/**
 * Spec 01 §7: a loader may answer only `redirectTo` or only `flowError` instead of its screen
 * (docs/decisions/0005). A backend doing so must pass the contract; an empty or half answer must not.
 */
const contract = await loadDereferencedContract()
const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true })
addFormats(ajv)

const loaders = Object.entries(contract.paths).flatMap(([path, item]) => {
  const operation = item.get
  const schema = operation?.responses?.['200']?.content?.['application/json']?.schema
  return operation?.operationId?.endsWith('ScreenData') && schema
    ? [[`GET ${path}`, ajv.compile(schema)] as const]
    : []
})

describe('every loader may answer only the envelope', () => {
  it('covers the loaders', () => {
    expect(loaders.length).toBe(101)
  })

  it.each(loaders)('%s', (_where, validate) => {
    expect(validate({ redirectTo: '/login?returnTo=%2Fmypage' })).toBe(true)
    expect(
      validate({ flowError: { redirectTo: '/signup', message: '有効期限が切れました。' } }),
    ).toBe(true)
    expect(validate({ redirectTo: 42 })).toBe(false)
    expect(validate({ flowError: { message: 'no restart target' } })).toBe(false)
  })
})
