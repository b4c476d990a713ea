/**
 * Whether a call's answer is the body of its 404, which the API client hands back instead of
 * failing (spec 01 §7): an ApiError body, told from a success answer (none, or only
 * `redirectTo`/`flowError`) by its `code`.
 */
export function isNotFoundAnswer(answer: unknown): boolean {
  return (
    typeof answer === 'object' &&
    answer !== null &&
    typeof (answer as { code?: unknown }).code === 'string'
  )
}
