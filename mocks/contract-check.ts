import { readFile } from 'node:fs/promises'
import { operationOf, operationsOfPaths, type ContractOperation } from './contract-operations'

/**
 * Checks every exchange between the site and the mock backend against the contract, when the
 * site runs with `MOCK_CONTRACT_CHECK=<bundled contract JSON>` (the e2e servers do): a request the
 * contract does not allow, or an answer it does not describe, is a violation. The count and the
 * violations are read at `GET /__mock/contract-check`; the e2e run fails on any
 * (tests/e2e/support/contract-report.ts).
 */
type Json = Record<string, unknown>
type Schema = Json | boolean

export interface ContractReport {
  checked: number
  violations: string[]
}

type Validate = ((data: unknown) => boolean) & { errors?: unknown[] | null }
interface Validators {
  strict: (schema: Schema) => Validate
  coercing: (schema: Schema) => Validate
}

const MAX_VIOLATIONS = 200

export class ContractCheck {
  private checked = 0
  private readonly violations: string[] = []

  private readonly operations: ContractOperation[]
  private readonly validators: Validators

  private constructor(operations: ContractOperation[], validators: Validators) {
    this.operations = operations
    this.validators = validators
  }

  static async load(bundledContractPath: string): Promise<ContractCheck> {
    return ContractCheck.of(JSON.parse(await readFile(bundledContractPath, 'utf8')) as Json)
  }

  /** A check of the bundled contract `contract` (one document, internal `$ref`s only). */
  static async of(contract: Json): Promise<ContractCheck> {
    const [{ default: RefParser }, { Ajv2020 }, { default: addFormats }] = await Promise.all([
      import('@apidevtools/json-schema-ref-parser'),
      import('ajv/dist/2020.js'),
      import('ajv-formats'),
    ])
    const dereferenced = (await RefParser.dereference(contract as never)) as unknown as {
      paths: Record<string, Json>
    }
    const ajv = (coerceTypes: boolean) => {
      const instance = new Ajv2020({ strict: false, allErrors: false, coerceTypes })
      addFormats(instance)
      for (const format of ['binary', 'int32', 'int64', 'float', 'double', 'password'])
        instance.addFormat(format, true)
      return instance
    }
    const [strict, coercing] = [ajv(false), ajv(true)]
    // Keyed by the schema object itself: the dereferenced contract hands out the same objects on
    // every exchange, so nothing is serialised per request.
    const compiler = (instance: ReturnType<typeof ajv>) => {
      const compiled = new Map<Schema, Validate>()
      return (schema: Schema) => {
        let validate = compiled.get(schema)
        if (!validate) {
          validate = instance.compile(schema) as Validate
          compiled.set(schema, validate)
        }
        return validate
      }
    }
    return new ContractCheck(operationsOfPaths(dereferenced.paths), {
      strict: compiler(strict),
      coercing: compiler(coercing),
    })
  }

  report(): ContractReport {
    return { checked: this.checked, violations: [...this.violations] }
  }

  /** Checks one exchange; `request` must still have its body (pass a clone). Never throws. */
  async check(request: Request, response: Response): Promise<void> {
    this.checked += 1
    try {
      await this.checkExchange(request, response)
    } catch (error) {
      this.violate(`${request.method} ${request.url}: the check itself failed: ${String(error)}`)
    }
  }

  private async checkExchange(request: Request, response: Response): Promise<void> {
    const url = new URL(request.url)
    const name = `${request.method} ${url.pathname}`
    const operation = operationOf(this.operations, request.method, url.pathname)
    if (!operation) return this.violate(`${name}: no such operation in the contract`)
    const problems = [
      ...this.queryProblems(operation, url.searchParams),
      ...(await this.bodyProblems(operation, request)),
      ...(await this.answerProblems(operation, response)),
    ]
    for (const problem of problems) this.violate(`${name} (${operation.path}): ${problem}`)
  }

  private violate(violation: string): void {
    if (this.violations.length < MAX_VIOLATIONS) this.violations.push(violation)
  }

  private queryProblems(operation: ContractOperation, query: URLSearchParams): string[] {
    const problems: string[] = []
    for (const parameter of operation.parameters.filter((p) => p.in === 'query')) {
      const values = query.getAll(parameter.name)
      if (values.length === 0) {
        if (parameter.required) problems.push(`query ${parameter.name} is required`)
        continue
      }
      if (!parameter.schema) continue
      const validate = this.validators.coercing(parameter.schema)
      const value = isArraySchema(parameter.schema) ? values : values[0]
      if (!validate(value))
        problems.push(`query ${parameter.name}=${values.join(',')}: ${describe(validate)}`)
    }
    return problems
  }

  private async bodyProblems(operation: ContractOperation, request: Request): Promise<string[]> {
    const text = await request.text()
    const body = operation.requestBody
    if (text === '') return body?.required ? ['the request has no body'] : []
    if (!body?.content) return ['the request has a body the contract does not describe']
    const type = mediaType(request.headers.get('content-type'))
    const schema = body.content[type]?.schema
    if (!body.content[type]) return [`request content type ${type} is not described`]
    if (schema === undefined) return []
    if (type === 'application/x-www-form-urlencoded') {
      const validate = this.validators.coercing(schema)
      return validate(formObject(text, schema)) ? [] : [`request form: ${describe(validate)}`]
    }
    if (!type.endsWith('json')) return []
    const parsed = parseJson(text)
    if (parsed === undefined) return ['the request body is not JSON']
    const validate = this.validators.strict(schema)
    return validate(parsed) ? [] : [`request body: ${describe(validate)}`]
  }

  private async answerProblems(
    operation: ContractOperation,
    response: Response,
  ): Promise<string[]> {
    const status = String(response.status)
    const described =
      operation.responses[status] ??
      operation.responses[`${status[0]}XX`] ??
      operation.responses.default
    if (!described) return [`answer status ${status} is not described`]
    const text = await response.text()
    if (text === '') return []
    const type = mediaType(response.headers.get('content-type'))
    if (!described.content?.[type])
      return [`answer ${status} content type ${type} is not described`]
    const schema = described.content[type].schema
    if (schema === undefined || !type.endsWith('json')) return []
    const parsed = parseJson(text)
    if (parsed === undefined) return [`answer ${status} is not JSON`]
    const validate = this.validators.strict(schema)
    return validate(parsed) ? [] : [`answer ${status}: ${describe(validate)}`]
  }
}

function mediaType(contentType: string | null): string {
  return (contentType ?? '').split(';')[0]!.trim().toLowerCase()
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}

function isArraySchema(schema: Schema): boolean {
  if (typeof schema === 'boolean') return false
  const type = schema.type
  return type === 'array' || (Array.isArray(type) && type.includes('array'))
}

/** A form post as the object its schema describes: repeated or `name[]` fields are arrays. */
function formObject(text: string, schema: Schema): Json {
  const properties =
    typeof schema === 'object' ? ((schema.properties ?? {}) as Record<string, Schema>) : {}
  const form = new URLSearchParams(text)
  const object: Json = {}
  for (const key of new Set(form.keys())) {
    const values = form.getAll(key)
    const property = properties[key]
    object[key] = property !== undefined && isArraySchema(property) ? values : values[0]
  }
  return object
}

function describe(validate: Validate): string {
  return (validate.errors ?? [])
    .slice(0, 3)
    .map((error) => {
      const { instancePath, message, params } = error as {
        instancePath: string
        message?: string
        params?: unknown
      }
      return `${instancePath || '(root)'} ${message ?? ''} ${JSON.stringify(params ?? {})}`
    })
    .join('; ')
}

let loaded: Promise<ContractCheck> | undefined

/** The check the environment asks for (`MOCK_CONTRACT_CHECK`), loaded once; undefined when off. */
export function activeContractCheck(): Promise<ContractCheck> | undefined {
  const bundledContractPath = process.env.MOCK_CONTRACT_CHECK
  if (!bundledContractPath) return undefined
  return (loaded ??= ContractCheck.load(bundledContractPath))
}
