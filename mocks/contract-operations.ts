/**
 * The operations of a dereferenced contract's `paths`, as the mock's contract check and its
 * contract tests see them. No file or bundler access here: the site server loads this module
 * when it runs with the contract check on.
 */
type Json = Record<string, unknown>

export interface ContractParameter {
  name: string
  in: 'path' | 'query' | 'header' | 'cookie'
  required?: boolean
  schema?: Json & { examples?: unknown[]; default?: unknown; enum?: unknown[] }
}

export interface ContractMedia {
  schema?: Json
  example?: unknown
  examples?: Record<string, { value?: unknown }>
}

export interface ContractOperation {
  method: string
  path: string
  operationId: string
  /** Needs a signed-in member (a `session` security requirement and no anonymous alternative). */
  needsSession: boolean
  parameters: ContractParameter[]
  requestBody?: { required?: boolean; content: Record<string, ContractMedia> }
  responses: Record<string, { content?: Record<string, ContractMedia> }>
  /** Matches a concrete backend path. */
  pattern: RegExp
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const

const escapeRegExp = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&')

/** Every operation of `paths`, literal paths before templated ones. */
export function operationsOfPaths(paths: Record<string, Json>): ContractOperation[] {
  const operations: ContractOperation[] = []
  for (const [path, item] of Object.entries(paths)) {
    for (const method of METHODS) {
      const operation = item[method] as Json | undefined
      if (!operation) continue
      const security = operation.security as Json[] | undefined
      operations.push({
        method: method.toUpperCase(),
        path,
        operationId: operation.operationId as string,
        needsSession:
          security?.some((requirement) => 'session' in requirement) === true &&
          !security.some((requirement) => Object.keys(requirement).length === 0),
        parameters: [
          ...((item.parameters as ContractParameter[] | undefined) ?? []),
          ...((operation.parameters as ContractParameter[] | undefined) ?? []),
        ],
        requestBody: operation.requestBody as ContractOperation['requestBody'],
        responses: (operation.responses ?? {}) as ContractOperation['responses'],
        pattern: new RegExp(`^${escapeRegExp(path).replace(/\{[^}]+\}/g, '[^/]+')}$`),
      })
    }
  }
  // A literal path wins over a templated one that also matches (/zapi/purchase/verify/x over
  // /zapi/purchase/{planId}).
  const templates = (operation: ContractOperation) => operation.path.split('{').length
  return operations.sort((a, b) => templates(a) - templates(b))
}

/** The operation answering `method pathname`, if the contract has one. */
export function operationOf(
  operations: readonly ContractOperation[],
  method: string,
  pathname: string,
): ContractOperation | undefined {
  return operations.find(
    (operation) => operation.method === method && operation.pattern.test(pathname),
  )
}
