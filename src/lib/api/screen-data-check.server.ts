import type { ZodType } from 'zod'
import { SCREEN_DATA_OPERATIONS } from '~generated/screen-data-operations'
import * as generatedSchemas from '~generated/zod/index.zod'
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
  if (isEnvelopeOnly(body)) return { problems: [], parsed }
  const result = schema.safeParse(body)
  if (result.success) return { problems: [], parsed }
  const problems = result.error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`)
  return { problems }
}

/**
 * A successful screen-data answer that is not what the contract describes for its operation
 * becomes a 502 (spec 01 §8: no correct response) before anything renders with it — in SSR
 * loaders and through the /zapi proxy alike — and one log line names the operation and the
 * first problems. Any other answer passes unchanged; a checked one carries its parsed body
 * (parsed-body.ts), so the API client does not parse it again.
 */
export async function checkScreenDataAnswer(
  request: Request,
  answer: Response,
  invalid: () => Response,
): Promise<Response> {
  if (request.method !== 'GET' || !answer.ok) return answer
  const operationId = screenDataOperation(new URL(request.url).pathname)
  if (!operationId) return answer
  const text = await answer.text()
  const { problems, parsed } = checkScreenData(operationId, text)
  if (problems.length === 0) {
    const checked = new Response(text, answer)
    return parsed ? withParsedBody(checked, parsed.value) : checked
  }
  // The production server writes it as a JSON line with its time and request id (server/log.ts).
  console.error('Screen data does not match the contract', { operationId, problems })
  return invalid()
}
