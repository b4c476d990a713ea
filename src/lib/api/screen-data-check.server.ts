import type { ZodType } from 'zod'
import { CALL_OPERATIONS, SCREEN_DATA_OPERATIONS } from '~generated/screen-data-operations'
import * as generatedSchemas from '~generated/zod/index.zod'
import { contractValidator } from './contract-validator.server'
import { isEnvelopeOnly } from './envelope-only'
import { withParsedBody } from './parsed-body'

const schemas = generatedSchemas as unknown as Record<string, ZodType | undefined>

/** The generated Zod schema of an operation's success body: `<OperationId>Response`. */
export function responseSchema(operationId: string): ZodType | undefined {
  return schemas[`${operationId[0]!.toUpperCase()}${operationId.slice(1)}Response`]
}

/** The contract's screen-data loader answering `pathname`, if any. */
export function screenDataOperation(pathname: string): string | undefined {
  return SCREEN_DATA_OPERATIONS.find(({ path }) => path.test(pathname))?.operationId
}

/** The contract's operation answering a call (`method` `pathname` under /zapi/), if any. */
export function callOperation(method: string, pathname: string): string | undefined {
  return CALL_OPERATIONS.find((operation) => operation.method === method && operation.path.test(pathname))
    ?.operationId
}

function answeringOperation(request: Request): { operationId: string; kind: string } | undefined {
  const { pathname } = new URL(request.url)
  const screenData = request.method === 'GET' ? screenDataOperation(pathname) : undefined
  if (screenData) return { operationId: screenData, kind: 'Screen data' }
  const call = callOperation(request.method, pathname)
  return call ? { operationId: call, kind: 'Call answer' } : undefined
}

/** What is wrong with a screen-data body for its operation (at most 3 problems); none when fine. */
export function screenDataProblems(operationId: string, text: string): string[] {
  return checkScreenData(operationId, text).problems
}

/**
 * screenDataProblems, and the body as parsed (JSON.parse of the text, never Zod's output, which
 * would drop keys the contract does not name) when the check parsed it.
 */
function checkScreenData(
  operationId: string,
  text: string,
): { problems: string[]; parsed?: { value: unknown } } {
  const schema = responseSchema(operationId)
  if (!schema) return { problems: [] }
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return { problems: [text === '' ? 'empty body' : 'body is not JSON'] }
  }
  const parsed = { value: body }
  if (isEnvelopeOnly(body) || contractValidator(operationId)?.(body)) return { problems: [], parsed }
  // Refused by Ajv (or none compiled): Zod decides, and names the problems.
  const result = schema.safeParse(body)
  if (result.success) return { problems: [], parsed }
  const problems = result.error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`)
  return { problems }
}

/**
 * A successful answer — screen data or a call's — that is not what the contract describes for its
 * operation becomes a 502 (spec 01 §8: no correct response) before anything renders with it or
 * follows it, in SSR loaders and through the /zapi proxy alike: a call answered 200 with an empty
 * body, or without the `redirectTo` its operation promises, then shows the member the failure
 * message with its request id instead of nothing. One log line names the operation and the first
 * problems. Any other answer (no content, a redirect, an error status, an operation without a
 * JSON body) passes unchanged; a checked one carries its parsed body (parsed-body.ts), so the API
 * client does not parse it again.
 */
export async function checkScreenDataAnswer(
  request: Request,
  answer: Response,
  invalid: () => Response,
): Promise<Response> {
  if (!answer.ok || answer.status === 204) return answer
  const operation = answeringOperation(request)
  if (!operation || !responseSchema(operation.operationId)) return answer
  const text = await answer.text()
  const { problems, parsed } = checkScreenData(operation.operationId, text)
  if (problems.length === 0) {
    const checked = new Response(text, answer)
    return parsed ? withParsedBody(checked, parsed.value) : checked
  }
  // The production server writes it as a JSON line with its time and request id (server/log.ts).
  console.error(`${operation.kind} does not match the contract`, {
    operationId: operation.operationId,
    problems,
  })
  return invalid()
}
