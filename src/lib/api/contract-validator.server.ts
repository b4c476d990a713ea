/**
 * Ajv validators of the contract's success bodies (generated/response-schemas.ts), compiled once
 * per operation on its first answer. The screen-data check asks them first: a compiled validator
 * accepts a good answer ~10× faster than the generated Zod schema parses it, and Zod then only
 * describes the answers Ajv refuses (decision 0026).
 *
 * Ajv is set to accept nothing Zod refuses, so that an answer Ajv accepts is one Zod accepts:
 * string lengths in UTF-16 units and patterns without the `u` flag (as Zod's `.max()` and
 * `.regex()`), integers safe (as Zod's `.int()`), and each format checked by the Zod check Orval
 * generates for it. Where Ajv is stricter (`oneOf` where Zod has a union, `uniqueItems`, `not`),
 * Zod decides: the answer passes or fails exactly as before.
 */
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js'
import * as z from 'zod'
import { RESPONSE_SCHEMAS } from '~generated/response-schemas'

/** Orval's Zod check for each `format` of the contract (uri-reference and int32: none). */
const FORMATS: Record<string, z.ZodType> = {
  email: z.email(),
  uri: z.url(),
  'date-time': z.iso.datetime({ offset: true }),
  date: z.iso.date(),
}

const CONTRACT_ID = 'contract'

const warnUnlessUnicodeDeprecation = (...message: unknown[]) => {
  if (!String(message[0]).startsWith('DEPRECATED: option unicode')) console.warn(...message)
}

function createAjv(): Ajv2020 {
  const ajv = new Ajv2020({
    // Ajv 8 still honours it, and says it is deprecated on every start: that line is left out.
    unicode: false,
    logger: { log: console.log, warn: warnUnlessUnicodeDeprecation, error: console.error },
    unicodeRegExp: false,
    // OpenAPI's `discriminator` is a hint; Orval ignores it too.
    strictSchema: false,
  })
  for (const [name, check] of Object.entries(FORMATS)) {
    ajv.addFormat(name, { type: 'string', validate: (value) => check.safeParse(value).success })
  }
  ajv.addFormat('uri-reference', true)
  ajv.addFormat('int32', { type: 'number', validate: () => true })
  ajv.addSchema({ $id: CONTRACT_ID, ...(withSafeIntegers(RESPONSE_SCHEMAS) as object) })
  return ajv
}

/** Integers bounded to the safe range where the contract leaves them open, as Zod's `.int()`. */
function withSafeIntegers(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withSafeIntegers)
  if (node === null || typeof node !== 'object') return node
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(node)) out[key] = withSafeIntegers(value)
  const type = out.type
  if (type === 'integer' || (Array.isArray(type) && type.includes('integer'))) {
    out.minimum = Math.max(Number(out.minimum ?? -Infinity), Number.MIN_SAFE_INTEGER)
    out.maximum = Math.min(Number(out.maximum ?? Infinity), Number.MAX_SAFE_INTEGER)
  }
  return out
}

let ajv: Ajv2020 | undefined
const validators = new Map<string, ValidateFunction | undefined>()

/** The compiled validator of an operation's success body; undefined when it has no JSON body. */
export function contractValidator(operationId: string): ValidateFunction | undefined {
  if (validators.has(operationId)) return validators.get(operationId)
  const known = operationId in RESPONSE_SCHEMAS.responses
  ajv ??= createAjv()
  const validator = known
    ? ajv.compile({ $ref: `${CONTRACT_ID}#/responses/${operationId}` })
    : undefined
  validators.set(operationId, validator)
  return validator
}
