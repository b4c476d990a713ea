import type { ZodType } from 'zod'
import { SCREEN_DATA_OPERATIONS } from '~generated/screen-data-operations'
import * as generatedSchemas from '~generated/zod/index.zod'
import { isEnvelopeOnly } from './envelope-only'

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
  const schema = responseSchema(operationId)
  if (!schema) return []
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return [text === '' ? 'empty body' : 'body is not JSON']
  }
  if (isEnvelopeOnly(body)) return []
  const result = schema.safeParse(body)
  if (result.success) return []
  return result.error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`)
}

/**
 * A successful screen-data answer that is not what the contract describes for its operation
 * becomes a 502 (spec 01 §8: no correct response) before anything renders with it — in SSR
 * loaders and through the /zapi proxy alike — and one log line names the operation and the
 * first problems. Any other answer passes unchanged.
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
  const problems = screenDataProblems(operationId, text)
  if (problems.length === 0) return new Response(text, answer)
  console.error(
    JSON.stringify({
      level: 'error',
      message: 'Screen data does not match the contract',
      operationId,
      problems,
    }),
  )
  return invalid()
}
